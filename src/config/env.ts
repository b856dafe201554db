/**
 * Public configuration of the web app. Every value has a working default so a fresh checkout
 * runs without a .env file; invalid values fall back to the default instead of breaking a page.
 *
 * The API addresses are not among them: the browser calls the services through this origin
 * (`/api/main`, `/api/sign-in`, see api-proxy.ts), and the server, which renders some pages with
 * their data, reads API_URL and AUTH_URL from its environment at runtime.
 *
 * Each `process.env.NEXT_PUBLIC_*` is written out literally: Next.js inlines only exact
 * property accesses at build time, so a dynamic lookup would be `undefined` in the browser.
 */

import { SITE_EDITIONS, type SiteEdition } from '@contract/grade-editions';
import { API_PROXY_PREFIX, serverApiUrls, type ServerApiUrls } from './api-proxy';

export type { SiteEdition };

export interface RawPublicEnv {
  clientAppId?: string;
  siteEdition?: string;
  siteUrl?: string;
}

export interface PublicEnv {
  /** Sent as X-Client-App-Id on requests made without a bearer token. */
  clientAppId: string;
  siteEdition: SiteEdition;
  /** Public origin of this web app, without a trailing slash. */
  siteUrl: string;
  /** The international edition hides the gift and customer-chat features. */
  isInternational: boolean;
}

export const ENV_DEFAULTS = {
  clientAppId: 'web-student',
  siteEdition: 'standard',
  siteUrl: 'http://localhost:3000',
} as const satisfies Required<RawPublicEnv>;

function httpUrl(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  if (!trimmed) return fallback;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
    return trimmed.replace(/\/+$/, '');
  } catch {
    return fallback;
  }
}

function isSiteEdition(value: string): value is SiteEdition {
  return (SITE_EDITIONS as readonly string[]).includes(value);
}

/** Validates raw values; exported so the fallbacks can be tested without rebuilding. */
export function parsePublicEnv(raw: RawPublicEnv): PublicEnv {
  const edition = raw.siteEdition?.trim().toLowerCase() ?? '';
  const siteEdition: SiteEdition = isSiteEdition(edition) ? edition : ENV_DEFAULTS.siteEdition;
  const clientAppId = raw.clientAppId?.trim();
  return {
    clientAppId: clientAppId || ENV_DEFAULTS.clientAppId,
    siteEdition,
    siteUrl: httpUrl(raw.siteUrl, ENV_DEFAULTS.siteUrl),
    isInternational: siteEdition === 'international',
  };
}

export interface RawServiceEnv {
  chatWidgetUrl?: string;
  userManualUrl?: string;
}

/** Third-party and help links the shell offers; kept apart from the core values above. */
export interface ServiceEnv {
  /** Customer-chat script; null (the default) leaves the chat widget off. */
  chatWidgetUrl: string | null;
  /**
   * User manual opened by the help button when the API has no link for the edition and locale:
   * an http(s) URL or a same-site path.
   */
  userManualUrl: string;
}

export const SERVICE_ENV_DEFAULTS = {
  userManualUrl: '/page/user-guide',
} as const;

function sameSiteOrHttpUrl(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith('/')) {
    return trimmed.startsWith('//') || trimmed.includes('\\') ? null : trimmed;
  }
  return httpUrl(trimmed, '') || null;
}

/** Validates the service links; a missing or invalid chat URL turns the chat off. */
export function parseServiceEnv(raw: RawServiceEnv): ServiceEnv {
  const chat = raw.chatWidgetUrl?.trim();
  return {
    chatWidgetUrl: chat ? httpUrl(chat, '') || null : null,
    userManualUrl: sameSiteOrHttpUrl(raw.userManualUrl) ?? SERVICE_ENV_DEFAULTS.userManualUrl,
  };
}

/**
 * Key of the encoded practice-test links (spec §2). Not a secret that protects anything — the
 * server checks every share code — only keeps ids out of sight; a deployment sets its own.
 */
const DEFAULT_PRACTICE_LINK_KEY = 'dev-practice-link-key';

function parsePracticeLinkKey(raw: string | undefined): string {
  return raw?.trim() || DEFAULT_PRACTICE_LINK_KEY;
}

/**
 * Base URLs of the two services for the code running here: in the browser the proxy paths on
 * the page's own origin, on the server the runtime API_URL and AUTH_URL.
 */
export function apiBaseUrls(origin: string | null): ServerApiUrls {
  if (origin === null) return serverApiUrls();
  return { apiUrl: `${origin}${API_PROXY_PREFIX.main}`, authUrl: `${origin}${API_PROXY_PREFIX.signIn}` };
}

export const env: PublicEnv & ServiceEnv & ServerApiUrls & { practiceLinkKey: string } = {
  ...apiBaseUrls(typeof window === 'undefined' ? null : window.location.origin),
  ...parsePublicEnv({
    clientAppId: process.env.NEXT_PUBLIC_CLIENT_APP_ID,
    siteEdition: process.env.NEXT_PUBLIC_SITE_EDITION,
    siteUrl: process.env.NEXT_PUBLIC_SITE_URL,
  }),
  ...parseServiceEnv({
    chatWidgetUrl: process.env.NEXT_PUBLIC_CHAT_WIDGET_URL,
    userManualUrl: process.env.NEXT_PUBLIC_USER_MANUAL_URL,
  }),
  practiceLinkKey: parsePracticeLinkKey(process.env.NEXT_PUBLIC_PRACTICE_LINK_KEY),
};

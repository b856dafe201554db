import type { ServerResponse } from 'node:http';
import type { PartnerPageDto } from '@contract/partners';
import { partnersApi } from '@contract/client-api';
import { contentSecurityPolicy, withPartnerSources } from '../../../../content-security-policy';
import { toApiError } from '@/lib/api-client';
import { call } from '@/lib/api/call';
import { isPartnerSlug } from '../slug';
import { safeTheme, type SafeTheme } from './theme';

const SSR_API_TIMEOUT_MS = 4000;

export interface PartnerPageView {
  partner: { id: number; slug: string; name: string };
  theme: SafeTheme;
  page: PartnerPageDto['page'];
}

export type PartnerPageLoad =
  { kind: 'page'; view: PartnerPageView; allowedOrigins: string[] } | { kind: 'notFound' } | { kind: 'unavailable' };

/**
 * The partner page behind `/{slug}/{subSlug}`: a malformed segment, an unknown partner or page,
 * or a mapping to a test that is gone is a 404; any other failure is "unavailable", never a crash.
 */
export async function loadPartnerPage(slug: unknown, subSlug: unknown): Promise<PartnerPageLoad> {
  if (!isPartnerSlug(slug) || !isPartnerSlug(subSlug)) return { kind: 'notFound' };
  try {
    const data = await call(partnersApi.page, { params: { slug, subSlug } }, { timeout: SSR_API_TIMEOUT_MS });
    return {
      kind: 'page',
      view: {
        partner: { id: data.partner.id, slug: data.partner.slug, name: data.partner.name },
        theme: safeTheme(data.partner.theme),
        page: data.page,
      },
      allowedOrigins: data.partner.allowedOrigins,
    };
  } catch (err) {
    const error = toApiError(err);
    if (error.status === 404 || error.status === 400) return { kind: 'notFound' };
    return { kind: 'unavailable' };
  }
}

/**
 * The headers of a partner page: the site's policy, with the partner's registered origins as the
 * only others allowed to frame it (and its logo's origin for images). X-Frame-Options would
 * refuse every other site, whatever CSP says to browsers that still read it, so it goes; the
 * microphone is allowed as on the player's own page (speaking questions).
 */
export function setPartnerFrameHeaders(
  res: Pick<ServerResponse, 'getHeader' | 'setHeader' | 'removeHeader'>,
  allowedOrigins: readonly string[],
  theme: SafeTheme,
): void {
  const current = res.getHeader('Content-Security-Policy');
  const base =
    typeof current === 'string' && current
      ? current
      : contentSecurityPolicy({ development: process.env.NODE_ENV === 'development' });
  res.setHeader(
    'Content-Security-Policy',
    withPartnerSources(base, { frameAncestors: allowedOrigins, imageUrls: theme.logoUrl ? [theme.logoUrl] : [] }),
  );
  res.removeHeader('X-Frame-Options');
  res.setHeader('Permissions-Policy', 'camera=(), geolocation=(), payment=(), usb=(), microphone=(self)');
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGING_DISPLAY_NAME_MAX, MESSAGING_STATE_TTL_SECONDS } from '@contract/messaging';
import type { Clock } from '../../lib/clock';
import { renderConsentError, renderConsentPage, type ConsentLang } from './consent-page';
import type { MessagingProvider, ProviderIdentity } from './provider';

export interface LocalProviderOptions {
  /** The API's public address: the provider's pages are served there. */
  publicApiUrl: string;
  appId: string;
  secret: string;
  /** The name the linking page shows for this site. */
  appName: string;
  clock: Clock;
  /** The provider only sends browsers back to the addresses registered for the app (the web app). */
  isRegisteredRedirect: (url: string) => boolean;
}

/** The permission page's path on the API listener. */
export const LOCAL_PERMISSION_PATH = '/zalo-local/oauth/permission';

const PHONE = /^0[0-9]{9}$/;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** `payload` is base64url JSON; the signature is HMAC-SHA256 of it with the app's secret, base64url. */
export function signLocalPayload(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/**
 * Zalo's linking flow, emulated on the API listener (MESSAGING_PROVIDER=local): the user states
 * which Zalo account they are (a phone number and the name shown on it) and allows or declines;
 * the page then sends the browser back to the app's registered address with the state and a
 * payload signed with the app's secret, as the real provider signs its callbacks. The same phone
 * number always gives the same Zalo user id, so one Zalo account can be tried on two users.
 */
export function createLocalMessagingProvider(options: LocalProviderOptions): MessagingProvider {
  const { appId, secret, clock } = options;

  function identityOf(payload: string, signature: string): ProviderIdentity | null {
    if (!/^[A-Za-z0-9_-]{1,2000}$/.test(payload) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return null;
    const expected = Buffer.from(signLocalPayload(secret, payload), 'base64url');
    if (!timingSafeEqual(Buffer.from(signature, 'base64url'), expected)) return null;
    try {
      const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
      const issuedAt = Number(data.iat);
      const age = clock.now().getTime() / 1000 - issuedAt;
      if (data.app_id !== appId || !Number.isFinite(issuedAt) || age > MESSAGING_STATE_TTL_SECONDS || age < -60)
        return null;
      const providerUserId = text(data.uid);
      const displayName = text(data.name).trim();
      const state = text(data.state);
      if (!providerUserId || !displayName || !state) return null;
      return { providerUserId, displayName: displayName.slice(0, MESSAGING_DISPLAY_NAME_MAX), state };
    } catch {
      return null;
    }
  }

  function html(reply: FastifyReply, status: number, body: string) {
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);
  }

  const badRequest = (reply: FastifyReply, lang: ConsentLang) =>
    html(
      reply,
      400,
      renderConsentError(lang, {
        vi: 'Yêu cầu liên kết không hợp lệ (sai ứng dụng hoặc địa chỉ quay lại)',
        en: 'Invalid linking request (wrong app or return address)',
      }),
    );

  /** The request as the page received it, or null when the app or the return address is wrong. */
  function readRequest(params: Record<string, unknown>) {
    const redirectUri = text(params.redirect_uri);
    const state = text(params.state);
    if (text(params.app_id) !== appId || !state || state.length > 2000 || !options.isRegisteredRedirect(redirectUri))
      return null;
    return { redirectUri, state };
  }

  async function routes(app: FastifyInstance): Promise<void> {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      const parsed = parseQuery(String(body));
      const flat: Record<string, string> = {};
      for (const [key, value] of Object.entries(parsed))
        flat[key] = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
      done(null, flat);
    });
    const hide = { schema: { hide: true } };

    app.get(LOCAL_PERMISSION_PATH, hide, async (request, reply) => {
      const params = (request.query ?? {}) as Record<string, unknown>;
      const lang: ConsentLang = params.lang === 'en' ? 'en' : 'vi';
      const found = readRequest(params);
      if (!found) return badRequest(reply, lang);
      return html(
        reply,
        200,
        renderConsentPage({
          lang,
          action: LOCAL_PERMISSION_PATH,
          appName: options.appName,
          hidden: { app_id: appId, redirect_uri: found.redirectUri, state: found.state, lang },
        }),
      );
    });

    app.post(LOCAL_PERMISSION_PATH, hide, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      const lang: ConsentLang = form.lang === 'en' ? 'en' : 'vi';
      const found = readRequest(form);
      if (!found) return badRequest(reply, lang);
      const back = new URL(found.redirectUri);
      back.searchParams.set('state', found.state);
      if (form.decision !== 'allow') {
        back.searchParams.set('error', 'access_denied');
        return reply.code(303).header('location', back.toString()).send();
      }
      const phone = text(form.phone).trim();
      const name = text(form.name).trim().slice(0, MESSAGING_DISPLAY_NAME_MAX);
      if (!PHONE.test(phone) || !name)
        return html(
          reply,
          400,
          renderConsentError(lang, {
            vi: 'Cần số điện thoại Zalo (10 chữ số) và tên hiển thị',
            en: 'A Zalo phone number (10 digits) and a display name are needed',
          }),
        );
      // Zalo ids are numeric strings, per app; the same phone gives the same id.
      const digest = createHmac('sha256', secret).update(`uid:${phone}`).digest();
      const uid = String(digest.readBigUInt64BE(0) % 10n ** 18n).padStart(18, '1');
      const payload = Buffer.from(
        JSON.stringify({
          app_id: appId,
          uid,
          name,
          state: found.state,
          iat: Math.floor(clock.now().getTime() / 1000),
        }),
      ).toString('base64url');
      back.searchParams.set('payload', payload);
      back.searchParams.set('signature', signLocalPayload(secret, payload));
      return reply.code(303).header('location', back.toString()).send();
    });
  }

  return {
    name: 'ZALO',
    authorizeUrl({ state, redirectUri, lang }) {
      const url = new URL(`${options.publicApiUrl}${LOCAL_PERMISSION_PATH}`);
      url.searchParams.set('app_id', appId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      url.searchParams.set('lang', lang);
      return url.toString();
    },
    verifyCallback: async ({ payload, signature }) => identityOf(payload, signature),
    routes,
  };
}

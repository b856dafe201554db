// @ts-check

/**
 * The Content-Security-Policy of every page. Everything the app loads comes from its own origin
 * (the API through `/api/main` and `/api/sign-in`, fonts bundled, media proxied), so no script
 * is loaded from elsewhere and an injected one can send nothing to another origin: no fetch,
 * image, form post or frame leaves the site. Inline scripts stay allowed because the bundler
 * writes a different bootstrap script into each page (a nonce would make every static page
 * dynamic); see docs/decisions/0049. Styles allow inline: the Pages Router inserts page CSS as
 * <style> elements on client navigation, and components set style attributes. The customer-chat
 * script, when one is configured, is the only other origin, and may load what such widgets load.
 *
 * Images and recordings come from the main API's public address (API_PUBLIC_URL, read when the
 * app is built). Without one, the API's own default applies (http://localhost:<port>), so the
 * local demo allows any port of this machine for media and nothing else.
 *
 * @param {{ development: boolean, chatWidgetUrl?: string, apiPublicUrl?: string }} options
 * @returns {string}
 */
function contentSecurityPolicy({ development, chatWidgetUrl, apiPublicUrl }) {
  const chat = originOf(chatWidgetUrl);
  const extra = chat ? [chat] : [];
  const api = originOf(apiPublicUrl);
  const media = api ? [api] : LOCAL_MEDIA_SOURCES;
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    // Development's refresh runtime evaluates modules; production builds never do.
    'script-src': ["'self'", "'unsafe-inline'", ...extra, ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'", ...extra],
    'img-src': ["'self'", 'data:', 'blob:', ...media, ...extra],
    'font-src': ["'self'", 'data:', ...extra],
    // Recordings are played back from blob: URLs before they are uploaded.
    'media-src': ["'self'", 'blob:', ...media],
    'connect-src': ["'self'", ...extra, ...(development ? ['ws:', 'wss:'] : [])],
    'frame-src': ["'self'", ...extra],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The same policy for a page a partner frames (`/{slug}/{subSlug}`): `frame-ancestors` names the
 * partner's registered origins beside 'self', and images may also come from the partner's logo
 * origin (of `imageUrls`). Only well-formed http(s) origins are written; anything else is dropped, so nothing a
 * registry holds reaches the header as it is.
 *
 * @param {string} policy the page's policy as next.config.js sets it
 * @param {{ frameAncestors: readonly string[], imageUrls?: readonly string[] }} partner
 * @returns {string}
 */
function withPartnerSources(policy, { frameAncestors, imageUrls = [] }) {
  const ancestors = exactOrigins(frameAncestors);
  /** @type {string[]} */
  const images = [];
  for (const url of imageUrls) {
    const origin = originOf(url);
    if (origin && !images.includes(origin)) images.push(origin);
  }
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name = '', ...sources] = directive.split(/\s+/);
      if (name === 'frame-ancestors') return ["frame-ancestors 'self'", ...ancestors].join(' ');
      if (name === 'img-src') return [name, ...sources, ...images.filter((o) => !sources.includes(o))].join(' ');
      return directive;
    });
  if (!directives.some((directive) => directive.startsWith('frame-ancestors ')))
    directives.push(["frame-ancestors 'self'", ...ancestors].join(' '));
  return directives.join('; ');
}

/**
 * The values that are exactly an http(s) origin (scheme://host[:port], nothing more), once each.
 * @param {readonly string[]} values
 */
function exactOrigins(values) {
  /** @type {string[]} */
  const origins = [];
  for (const value of values) {
    const origin = typeof value === 'string' ? originOf(value) : null;
    if (origin && origin === value.trim().replace(/\/$/, '') && !origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

const LOCAL_MEDIA_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * The origin of an http(s) address, or null.
 * @param {string | undefined} url
 */
function originOf(url) {
  if (!url || !url.trim()) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

module.exports = { contentSecurityPolicy, withPartnerSources };

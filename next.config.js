// @ts-check
const path = require('node:path');
const { PHASE_DEVELOPMENT_SERVER } = require('next/constants');
const { contentSecurityPolicy } = require('./content-security-policy');
const { i18n } = require('./next-i18next.config');

/** @param {string} phase @returns {import('next').NextConfig} */
const nextConfig = (phase) => ({
  i18n,
  reactStrictMode: true,
  poweredByHeader: false,
  // e2e builds into its own folder so a running `npm start` is never disturbed.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm test` typechecks and lints the whole repository before it builds.
  typescript: { ignoreBuildErrors: true },
  // `@use 'tokens'` and `@use 'mixins'` work from any stylesheet, wherever it sits.
  sassOptions: { loadPaths: [path.join(__dirname, 'src/styles')] },
  outputFileTracingIncludes: { '/**': ['./locales/**/*'] },
  async headers() {
    return [
      {
        // A partner's page (/{slug}/{subSlug}) rewrites frame-ancestors to its partner's
        // registered origins and drops X-Frame-Options in its getServerSideProps (decision 0058);
        // every other page stays unframeable by other sites.
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          // Browsers honour it over HTTPS only, so it is safe to send everywhere.
          { key: 'Strict-Transport-Security', value: 'max-age=31536000' },
          { key: 'Permissions-Policy', value: permissionsPolicy('()') },
          {
            key: 'Content-Security-Policy',
            value: contentSecurityPolicy({
              development: phase === PHASE_DEVELOPMENT_SERVER,
              chatWidgetUrl: process.env.NEXT_PUBLIC_CHAT_WIDGET_URL,
              apiPublicUrl: process.env.API_PUBLIC_URL,
            }),
          },
        ],
      },
      // The microphone only where speaking questions are answered: the test player.
      // (Sources cover /en/… too: Next prefixes them with the locales.)
      {
        source: '/practice-test/:slug',
        headers: [{ key: 'Permissions-Policy', value: permissionsPolicy('(self)') }],
      },
    ];
  },
});

/**
 * Powerful features no page uses stay off; the microphone as given.
 * @param {string} microphone
 */
function permissionsPolicy(microphone) {
  return `camera=(), geolocation=(), payment=(), usb=(), microphone=${microphone}`;
}

module.exports = nextConfig;

// @ts-check
const path = require('node:path');
const { i18n } = require('./next-i18next.config');

/** @type {import('next').NextConfig} */
const nextConfig = {
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
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

module.exports = nextConfig;

// @ts-check
const path = require('path');

/** vi is the default language; en is the second. Resources live in locales/<lng>/<ns>.json. */
/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'vi',
    locales: ['vi', 'en'],
    localeDetection: false,
  },
  defaultNS: 'common',
  // No fallback: vi and en are complete (tests/locales/parity.test.ts), and a fallback would ship
  // the other language's strings inside every English page.
  fallbackLng: false,
  localePath: path.resolve('./locales'),
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  returnNull: false,
};

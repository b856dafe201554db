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
  fallbackLng: 'vi',
  localePath: path.resolve('./locales'),
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  returnNull: false,
};

import '@fontsource/be-vietnam-pro/latin-400.css';
import '@fontsource/be-vietnam-pro/latin-500.css';
import '@fontsource/be-vietnam-pro/latin-600.css';
import '@fontsource/be-vietnam-pro/latin-700.css';
import '@fontsource/be-vietnam-pro/vietnamese-400.css';
import '@fontsource/be-vietnam-pro/vietnamese-500.css';
import '@fontsource/be-vietnam-pro/vietnamese-600.css';
import '@fontsource/be-vietnam-pro/vietnamese-700.css';
import '@/styles/globals.scss';
import { appWithTranslation, useTranslation, type SSRConfig } from 'next-i18next/pages';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useMemo } from 'react';
import { AppShell } from '@/shell/app-shell';
import { createSessionLostHandler } from '@/shell/session-lost';
import { setSessionLostHandler } from '@/lib/api-client';
import { mergePageTranslations } from '@/lib/page-translations';
import { AppSWRProvider } from '@/lib/swr';
import i18nConfig from '../../next-i18next.config';

// The API client knows no routes: when it loses the session, the shell decides where to go.
setSessionLostHandler(createSessionLostHandler());

/**
 * Merges each page's strings into the store before the page renders: a page may have sent only
 * some sections of a namespace (src/lib/page-translations.ts) that the next page needs whole.
 */
function usePageTranslations(pageProps: SSRConfig) {
  const { i18n } = useTranslation();
  const store: unknown = pageProps._nextI18Next?.initialI18nStore;
  // In render, not an effect: the page's first render already reads the merged strings.
  useMemo(() => mergePageTranslations(i18n, store), [i18n, store]);
}

function App({ Component, pageProps }: AppProps<SSRConfig>) {
  usePageTranslations(pageProps);
  return (
    <AppSWRProvider>
      <Head>
        {/* The product fixes the viewport at scale 1 with no user zoom. */}
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no" />
      </Head>
      <AppShell>
        <Component {...pageProps} />
      </AppShell>
    </AppSWRProvider>
  );
}

export default appWithTranslation(App, i18nConfig);

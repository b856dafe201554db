import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { PageMeta } from '@/components/layout/page-meta';
import { DEFAULT_LOCALE } from '@/config/constants';
import { loadHomeFallback } from '@/features/home/server/home-fallback';
import { HomePage } from '@/features/home';
import { keepSections } from '@/lib/page-translations';
import { DataFallback } from '@/lib/swr';

/** Seconds before a request regenerates the page: the spec's 300 s data refresh. */
const REVALIDATE_SECONDS = 300;
/** Sooner when the API did not answer, so the numbers appear once it is back. */
const RETRY_SECONDS = 30;
/**
 * Of two large namespaces the home page shows a few sections, and sends only those: of
 * `catalogue` the unit-test card's words (the featured tests, the student's grade row), of
 * `validation` the messages of the two forms the floating buttons open here (the class code and
 * the activation code). The rest would weigh 13 KiB of its HTML.
 */
const HOME_SECTIONS = {
  catalogue: ['card', 'access', 'skills'],
  validation: ['classCode', 'activationCode'],
} as const;

export interface HomeRouteProps {
  /** Catalogue data keyed by SWR key, fetched when the page was generated. */
  fallback?: Record<string, unknown>;
}

export default function HomeRoute({ fallback }: HomeRouteProps) {
  const { t } = useTranslation('home');
  return (
    <DataFallback fallback={fallback}>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <HomePage />
    </DataFallback>
  );
}

// Static generation with periodic regeneration: the page is served from cache at once (fast
// first byte, no API round trip per visit) and already holds the catalogue numbers; the browser
// then loads only what is personal (the signed-in student's grade row).
export const getStaticProps: GetStaticProps<HomeRouteProps> = async ({ locale }) => {
  const [translations, { fallback, complete }] = await Promise.all([
    serverSideTranslations(locale ?? DEFAULT_LOCALE, [...LAYOUT_NAMESPACES, 'home', 'catalogue']),
    loadHomeFallback(),
  ]);
  return {
    props: { ...keepSections(translations, HOME_SECTIONS), fallback },
    revalidate: complete ? REVALIDATE_SECONDS : RETRY_SECONDS,
  };
};

import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { PageMeta } from '@/components/layout/page-meta';
import { ExplorePage } from '@/features/explore/components/explore-page';
import { loadExploreFallback } from '@/features/explore/server/explore-props';
import type { RawQuery } from '@/lib/catalogue/query';
import { DataFallback } from '@/lib/swr';

interface ExploreRouteProps {
  /** Server-fetched list and facets under the browser's SWR keys. */
  fallback: Record<string, unknown>;
}

export default function ExploreRoute({ fallback }: ExploreRouteProps) {
  const { t } = useTranslation('catalogue');
  return (
    <DataFallback fallback={fallback}>
      <PageMeta title={t('explore.meta.title')} description={t('explore.meta.description')} />
      <ExplorePage />
    </DataFallback>
  );
}

export const getServerSideProps: GetServerSideProps<ExploreRouteProps> = async ({ locale, query }) => {
  const [translations, fallback] = await Promise.all([
    serverSideTranslations(locale ?? DEFAULT_LOCALE, [...LAYOUT_NAMESPACES, 'catalogue', 'adaptive-tests']),
    loadExploreFallback(query as RawQuery),
  ]);
  return { props: { ...translations, fallback } };
};

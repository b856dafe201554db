import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { PageMeta } from '@/components/layout/page-meta';
import { PracticeTestsPage } from '@/features/practice-tests/components/practice-tests-page';
import { loadPracticeTestsFallback } from '@/features/practice-tests/server/practice-tests-props';
import { DataFallback } from '@/lib/swr';

interface PracticeTestsRouteProps {
  fallback: Record<string, unknown>;
}

export default function PracticeTestsRoute({ fallback }: PracticeTestsRouteProps) {
  const { t } = useTranslation('catalogue');
  return (
    <DataFallback fallback={fallback}>
      <PageMeta title={t('practiceTests.meta.title')} description={t('practiceTests.meta.description')} />
      <PracticeTestsPage />
    </DataFallback>
  );
}

export const getServerSideProps: GetServerSideProps<PracticeTestsRouteProps> = async ({ locale }) => {
  const [translations, fallback] = await Promise.all([
    serverSideTranslations(locale ?? DEFAULT_LOCALE, [...LAYOUT_NAMESPACES, 'catalogue', 'adaptive-tests']),
    loadPracticeTestsFallback(),
  ]);
  return { props: { ...translations, fallback } };
};

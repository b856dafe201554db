import type { GetServerSideProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { SWRConfig } from 'swr';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { TestDetailScreen } from '@/features/practice-tests/components/test-detail-screen';
import { loadTestDetail } from '@/features/practice-tests/server/test-detail-props';

interface PracticeTestRouteProps {
  idOrSlug: string;
  fallback: Record<string, unknown>;
}

/**
 * A test's page. In this release it describes the test (the "check" step of the future player)
 * and lets the user add it to their tests.
 */
export default function PracticeTestRoute({ idOrSlug, fallback }: PracticeTestRouteProps) {
  return (
    <SWRConfig value={{ fallback }}>
      {/* key: a new test starts from a fresh screen (no state carried across tests). */}
      <TestDetailScreen key={idOrSlug} idOrSlug={idOrSlug} />
    </SWRConfig>
  );
}

export const getServerSideProps: GetServerSideProps<PracticeTestRouteProps> = async ({
  locale,
  params,
}) => {
  const raw = params?.practiceTestSlug;
  const idOrSlug = typeof raw === 'string' ? raw.trim() : '';
  if (!idOrSlug) return { notFound: true };
  const [translations, detail] = await Promise.all([
    serverSideTranslations(locale ?? DEFAULT_LOCALE, [...LAYOUT_NAMESPACES, 'catalogue']),
    loadTestDetail(idOrSlug),
  ]);
  if (detail.notFound) return { notFound: true };
  return { props: { ...translations, idOrSlug, fallback: detail.fallback } };
};

import type { GetStaticProps } from 'next';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { PageMeta } from '@/components/layout/page-meta';

// The round and the player's question view load after the page: its first load stays small.
const PracticeScreen = dynamic(() => import('@/features/mistakes/lazy/practice-screen').then((m) => m.PracticeScreen), {
  ssr: false,
});

/** A round of the signed-in student's review set; the proxy sends guests to login before this renders. */
export default function MistakesRoute() {
  const { t } = useTranslation('mistakes-practice');
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PracticeScreen />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, [
    ...LAYOUT_NAMESPACES,
    'mistakes-practice',
    'player',
    'questions',
    'question-media',
  ]),
});

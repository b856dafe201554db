import type { GetServerSideProps } from 'next';
import dynamic from 'next/dynamic';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import type { AdaptiveTestKey } from '@contract/adaptive';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { Spinner } from '@/components/ui/spinner';

// The player's question families come with the screen, on this page only.
const AdaptiveScreen = dynamic(() => import('@/features/player/lazy/adaptive-screen').then((m) => m.AdaptiveScreen), {
  ssr: false,
  loading: () => <Spinner size="large" />,
});

const KEYS: readonly AdaptiveTestKey[] = ['60', '61', 'level'];

/** Placement tests by their query key (spec: 60 primary, 61 general), and the adaptive level test (?key=level). */
export default function PlacementTestPage({ testKey }: { testKey: AdaptiveTestKey }) {
  return <AdaptiveScreen key={testKey} testKey={testKey} />;
}

export const getServerSideProps: GetServerSideProps<{ testKey: AdaptiveTestKey }> = async ({ locale, query }) => {
  const raw = typeof query.key === 'string' ? query.key : '61';
  const testKey = KEYS.find((key) => key === raw);
  if (!testKey) return { notFound: true };
  return {
    props: {
      ...(await serverSideTranslations(locale ?? DEFAULT_LOCALE, [
        ...LAYOUT_NAMESPACES,
        'adaptive',
        'player',
        'questions',
        'question-media',
      ])),
      testKey,
    },
  };
};

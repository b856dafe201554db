import type { GetServerSideProps } from 'next';
import dynamic from 'next/dynamic';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { SWRConfig } from 'swr';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { InvalidLink } from '@/features/player';
import { Spinner } from '@/components/ui/spinner';
import { TestDetailScreen } from '@/features/practice-tests/components/test-detail-screen';
import { loadTestDetail } from '@/features/practice-tests/server/test-detail-props';
import { decodePracticeLink, looksLikePracticeLink } from '@/lib/practice-link';

// Only encoded result links show a shared result: its views stay out of every test page's first load.
const SharedResultScreen = dynamic(
  () => import('@/features/player/lazy/shared-result-screen').then((m) => m.SharedResultScreen),
  { loading: () => <Spinner size="large" /> },
);

type PracticeTestRouteProps =
  | { kind: 'test'; idOrSlug: string; shareCode: string | null; fallback: Record<string, unknown> }
  | { kind: 'result'; resultId: number; shareCode: string | null }
  | { kind: 'invalid' };

/**
 * A test's page (by slug, or by the encoded link of spec §2): what the test is, and the player
 * once the learner starts. An encoded result link opens that result; a broken link gets a
 * friendly page, never an error.
 */
export default function PracticeTestRoute(props: PracticeTestRouteProps) {
  if (props.kind === 'invalid') return <InvalidLink />;
  if (props.kind === 'result') return <SharedResultScreen resultId={props.resultId} shareCode={props.shareCode} />;
  return (
    <SWRConfig value={{ fallback: props.fallback }}>
      {/* key: a new test starts from a fresh screen (no state carried across tests). */}
      <TestDetailScreen key={props.idOrSlug} idOrSlug={props.idOrSlug} shareCode={props.shareCode} />
    </SWRConfig>
  );
}

const NAMESPACES = [...LAYOUT_NAMESPACES, 'catalogue', 'player', 'questions', 'question-media'];

export const getServerSideProps: GetServerSideProps<PracticeTestRouteProps> = async ({ locale, params }) => {
  const raw = params?.practiceTestSlug;
  const segment = typeof raw === 'string' ? raw.trim() : '';
  if (!segment) return { notFound: true };
  const translations = serverSideTranslations(locale ?? DEFAULT_LOCALE, NAMESPACES);

  if (looksLikePracticeLink(segment)) {
    const link = decodePracticeLink(segment);
    if (!link) return { props: { ...(await translations), kind: 'invalid' } };
    if (link.kind === 'result') {
      return { props: { ...(await translations), kind: 'result', resultId: link.resultId, shareCode: link.shareCode } };
    }
    const idOrSlug = String(link.testId);
    const detail = await loadTestDetail(idOrSlug);
    // A link to a test that no longer exists is a broken link, not a missing page.
    if (detail.notFound) return { props: { ...(await translations), kind: 'invalid' } };
    return {
      props: { ...(await translations), kind: 'test', idOrSlug, shareCode: link.shareCode, fallback: detail.fallback },
    };
  }

  const detail = await loadTestDetail(segment);
  if (detail.notFound) return { notFound: true };
  return {
    props: { ...(await translations), kind: 'test', idOrSlug: segment, shareCode: null, fallback: detail.fallback },
  };
};

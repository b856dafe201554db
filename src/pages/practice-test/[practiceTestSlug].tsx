import type { GetServerSideProps } from 'next';
import dynamic from 'next/dynamic';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE } from '@contract/constants';
import { EVENT_QUERY_PARAM } from '@contract/event-rules';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { InvalidLink } from '@/features/player';
import { Spinner } from '@/components/ui/spinner';
import { TestDetailScreen } from '@/features/practice-tests/components/test-detail-screen';
import { loadTestDetail } from '@/features/practice-tests/server/test-detail-props';
import { decodePracticeLink, looksLikePracticeLink } from '@/lib/practice-link';
import { env } from '@/config/env';
import { loadSharePreview, type SharePreview } from '@/features/player/server/shared-result';
import { DataFallback } from '@/lib/swr';

// Only encoded result links show a shared result: its views stay out of every test page's first load.
const SharedResultScreen = dynamic(
  () => import('@/features/player/lazy/shared-result-screen').then((m) => m.SharedResultScreen),
  { loading: () => <Spinner size="large" /> },
);

type PracticeTestRouteProps =
  | {
      kind: 'test';
      idOrSlug: string;
      shareCode: string | null;
      /** Taken as part of this event (`?event=`): the start is checked against its window. */
      eventId?: number | null;
      fallback: Record<string, unknown>;
    }
  | {
      kind: 'result';
      resultId: number;
      shareCode: string | null;
      sharePreview: SharePreview | null;
      shareImage: string | null;
    }
  | { kind: 'invalid' };

/**
 * A test's page (by slug, or by the encoded link of spec §2): what the test is, and the player
 * once the learner starts. An encoded result link opens that result; a broken link gets a
 * friendly page, never an error.
 */
export default function PracticeTestRoute(props: PracticeTestRouteProps) {
  if (props.kind === 'invalid') return <InvalidLink />;
  if (props.kind === 'result')
    return (
      <SharedResultScreen
        resultId={props.resultId}
        shareCode={props.shareCode}
        sharePreview={props.sharePreview}
        shareImage={props.shareImage}
      />
    );
  return (
    <DataFallback fallback={props.fallback}>
      {/* key: a new test starts from a fresh screen (no state carried across tests). */}
      <TestDetailScreen
        key={props.idOrSlug}
        idOrSlug={props.idOrSlug}
        shareCode={props.shareCode}
        eventId={props.eventId}
      />
    </DataFallback>
  );
}

const NAMESPACES = [...LAYOUT_NAMESPACES, 'catalogue', 'player', 'questions', 'question-media', 'notifications'];

export const getServerSideProps: GetServerSideProps<PracticeTestRouteProps> = async ({ locale, params, query }) => {
  const raw = params?.practiceTestSlug;
  const segment = typeof raw === 'string' ? raw.trim() : '';
  if (!segment) return { notFound: true };
  const translations = serverSideTranslations(locale ?? DEFAULT_LOCALE, NAMESPACES);
  const rawEvent = query?.[EVENT_QUERY_PARAM];
  const eventId = typeof rawEvent === 'string' && /^[1-9][0-9]{0,9}$/.test(rawEvent) ? Number(rawEvent) : null;

  if (looksLikePracticeLink(segment)) {
    const link = decodePracticeLink(segment);
    if (!link) return { props: { ...(await translations), kind: 'invalid' } };
    if (link.kind === 'result') {
      const sharePreview = await loadSharePreview(link.resultId, link.shareCode);
      const shareImage = sharePreview
        ? `${env.siteUrl}/api/og/result?${new URLSearchParams({ link: segment, lang: locale ?? DEFAULT_LOCALE })}`
        : null;
      return {
        props: {
          ...(await translations),
          kind: 'result',
          resultId: link.resultId,
          shareCode: link.shareCode,
          sharePreview,
          shareImage,
        },
      };
    }
    const idOrSlug = String(link.testId);
    const detail = await loadTestDetail(idOrSlug);
    // A link to a test that no longer exists is a broken link, not a missing page.
    if (detail.notFound) return { props: { ...(await translations), kind: 'invalid' } };
    return {
      props: {
        ...(await translations),
        kind: 'test',
        idOrSlug,
        shareCode: link.shareCode,
        eventId,
        fallback: detail.fallback,
      },
    };
  }

  const detail = await loadTestDetail(segment);
  if (detail.notFound) return { notFound: true };
  return {
    props: {
      ...(await translations),
      kind: 'test',
      idOrSlug: segment,
      shareCode: null,
      eventId,
      fallback: detail.fallback,
    },
  };
};

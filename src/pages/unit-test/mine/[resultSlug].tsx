import type { GetServerSideProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { SharedResultScreen } from '@/features/player/lazy/shared-result-screen';
import {
  paths,
  RESULT_FROM_CLASS,
  RESULT_FROM_QUERY_PARAM,
  RESULT_VIEW_QUERY_PARAM,
  RESULT_VIEW_REVIEW,
} from '@/config/paths';

interface MyResultRouteProps {
  resultId: number;
  /** `?view=review`: open on the review of the answers rather than the summary. */
  review: boolean;
  /** `?from=class`: just submitted for a class assignment. */
  assigned: boolean;
}

/** One of the user's results with its review (the API checks that it is theirs). */
export default function MyResultRoute({ resultId, review, assigned }: MyResultRouteProps) {
  return (
    <SharedResultScreen
      key={resultId}
      resultId={resultId}
      backHref={paths.myTests}
      startWithReview={review}
      assigned={assigned}
    />
  );
}

export const getServerSideProps: GetServerSideProps<MyResultRouteProps> = async ({ locale, params, query }) => {
  const raw = params?.resultSlug;
  const resultId = typeof raw === 'string' && /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : null;
  if (resultId === null) return { notFound: true };
  return {
    props: {
      ...(await serverSideTranslations(locale ?? DEFAULT_LOCALE, [
        ...LAYOUT_NAMESPACES,
        'catalogue',
        'player',
        'questions',
        'question-media',
        'notifications',
      ])),
      resultId,
      review: query[RESULT_VIEW_QUERY_PARAM] === RESULT_VIEW_REVIEW,
      assigned: query[RESULT_FROM_QUERY_PARAM] === RESULT_FROM_CLASS,
    },
  };
};

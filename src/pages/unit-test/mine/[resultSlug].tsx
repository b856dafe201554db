import type { GetServerSideProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { SharedResultScreen } from '@/features/player/lazy/shared-result-screen';
import { paths } from '@/config/paths';

interface MyResultRouteProps {
  resultId: number;
}

/** One of the user's results with its review (the API checks that it is theirs). */
export default function MyResultRoute({ resultId }: MyResultRouteProps) {
  return <SharedResultScreen key={resultId} resultId={resultId} backHref={paths.myTests} />;
}

export const getServerSideProps: GetServerSideProps<MyResultRouteProps> = async ({ locale, params }) => {
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
      ])),
      resultId,
    },
  };
};

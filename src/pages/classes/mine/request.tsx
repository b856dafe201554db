import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { JoinRequestsPage } from '@/features/classes/lazy/join-requests-page';

/** The student's join requests and their states. The proxy sends guests to login before this renders. */
export default function JoinRequestsPageRoute() {
  return <JoinRequestsPage />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, [...LAYOUT_NAMESPACES, 'classes']),
});

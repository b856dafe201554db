import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { AnalyticsPage } from '@/features/classes/lazy/analytics-page';

/** Charts of the student's work: per day, per skill, assigned done; the streak. The proxy sends guests to login before this renders. */
export default function AnalyticsPageRoute() {
  return <AnalyticsPage />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, [...LAYOUT_NAMESPACES, 'classes']),
});

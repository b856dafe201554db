import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { TestSchedulePage } from '@/features/classes/lazy/test-schedule-page';

/** The calendar of assigned tests, by month or week. The proxy sends guests to login before this renders. */
export default function TestSchedulePageRoute() {
  return <TestSchedulePage />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, [...LAYOUT_NAMESPACES, 'classes']),
});

import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { ClassesOverview } from '@/features/classes/lazy/classes-overview';

/** The classes overview: my classes, pending requests and what is due next. The proxy sends guests to login before this renders. */
export default function ClassesOverviewRoute() {
  return <ClassesOverview />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, [...LAYOUT_NAMESPACES, 'classes']),
});

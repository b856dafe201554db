import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { MyClassesPage } from '@/features/classes/lazy/my-classes-page';

/** The classes the student is in. The proxy sends guests to login before this renders. */
export default function MyClassesPageRoute() {
  return <MyClassesPage />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, [...LAYOUT_NAMESPACES, 'classes']),
});

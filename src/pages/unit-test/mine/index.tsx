import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { PageMeta } from '@/components/layout/page-meta';
import { MyTestsPage } from '@/features/my-tests/components/my-tests-page';

/** The signed-in user's tests; the proxy sends guests to login before this renders. */
export default function MyTestsRoute() {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <PageMeta title={t('myTests.meta.title')} description={t('myTests.meta.description')} />
      <MyTestsPage />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, [
    ...LAYOUT_NAMESPACES,
    'catalogue',
    'player',
    'mistakes',
  ]),
});

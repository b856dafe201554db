import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { PageMeta } from '@/components/layout/page-meta';
import { DEFAULT_LOCALE } from '@/config/constants';
import { useGrades } from '@/features/catalogue/api/get-grades';
import { HomePage } from '@/features/home/components/home-page';

export default function HomeRoute() {
  const { t } = useTranslation('home');
  const { grades, isLoading, error } = useGrades();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <HomePage grades={grades} gradesLoading={isLoading} gradesError={Boolean(error)} />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, [...LAYOUT_NAMESPACES, 'home']),
});

import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { NotFoundIllustration } from '@/components/layout/error-illustrations';
import { ErrorScreen } from '@/components/layout/error-screen';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { DEFAULT_LOCALE } from '@/config/constants';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <>
      <PageMeta title={t('notFound.metaTitle')} description={t('notFound.description')} />
      <ErrorScreen
        code={t('notFound.code')}
        title={t('notFound.title')}
        description={t('notFound.description')}
        illustration={<NotFoundIllustration label={t('notFound.illustrationLabel')} />}
        actions={
          <>
            <Button href={paths.home}>{t('notFound.home')}</Button>
            <Button href={paths.explore} variant="outline">
              {t('notFound.explore')}
            </Button>
          </>
        }
      />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, [...LAYOUT_NAMESPACES, 'errors']),
});

import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { ForbiddenIllustration } from '@/components/layout/error-illustrations';
import { ErrorScreen } from '@/components/layout/error-screen';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { DEFAULT_LOCALE } from '@/config/constants';
import { paths } from '@/config/paths';

export default function ForbiddenPage() {
  const { t } = useTranslation('errors');
  return (
    <>
      <PageMeta title={t('forbidden.metaTitle')} description={t('forbidden.description')} />
      <ErrorScreen
        code={t('forbidden.code')}
        title={t('forbidden.title')}
        description={t('forbidden.description')}
        illustration={<ForbiddenIllustration label={t('forbidden.illustrationLabel')} />}
        actions={
          <>
            <Button href={paths.home}>{t('forbidden.home')}</Button>
            <Button href={paths.login} variant="outline">
              {t('forbidden.login')}
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

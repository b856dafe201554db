import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '@/components/layout/page-meta';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { localized, unitTestTitles } from '@/components/unit-test/labels';
import { useUnitTest } from '@/lib/catalogue/unit-tests';
import { TestDetail } from './test-detail';
import styles from './test-detail-screen.module.scss';

/**
 * The detail page of one test, from the server-rendered copy when there is one, refreshed in the
 * browser (ownership depends on who is signed in).
 */
export function TestDetailScreen({ idOrSlug }: { idOrSlug: string }) {
  const { t, i18n } = useTranslation('catalogue');
  const { test, error, isLoading, mutate } = useUnitTest(idOrSlug);

  if (test) {
    const locale = i18n.language;
    const { title } = unitTestTitles(test, locale);
    const description = localized(test.description, locale).trim();
    return (
      <>
        <PageMeta title={title} description={description || undefined} />
        <TestDetail test={test} />
      </>
    );
  }

  if (error) {
    return (
      <div className={styles.state}>
        <Alert variant="error" title={t('detail.loadError')}>
          <Button size="medium" variant="outline" onClick={() => void mutate()} className={styles.retry}>
            {t('detail.retry')}
          </Button>
        </Alert>
      </div>
    );
  }

  return <div className={styles.state}>{isLoading && <Spinner size="large" />}</div>;
}

import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { unitTestTitles } from '@/components/unit-test/labels';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { useMyResults } from '../api/my-results';
import styles from './my-results.module.scss';

/** The signed-in user's submitted results, newest first; each opens its result and review. */
export function MyResults() {
  const { t, i18n } = useTranslation('player');
  const { data, error, size, setSize, isValidating, mutate } = useMyResults();

  const items = data?.flatMap((page) => page.items) ?? [];
  const last = data?.[data.length - 1];
  const hasMore = Boolean(last && last.page < last.totalPages);

  return (
    <section className={styles.section} aria-labelledby="my-results-title">
      <h2 id="my-results-title" className={styles.title}>
        {t('myResults.title')}
      </h2>
      {error && !data ? (
        <Alert variant="error" title={t('myResults.error')}>
          <Button size="medium" variant="outline" onClick={() => void mutate()}>
            {t('myResults.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <p role="status" className={styles.muted}>
          {t('myResults.loading')}
        </p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>{t('myResults.empty')}</p>
      ) : (
        <>
          <ul className={styles.list}>
            {items.map((item) => {
              const { title } = unitTestTitles(item.unitTest, i18n.language);
              const score =
                item.status === 'VOIDED'
                  ? t('myResults.voided')
                  : item.band !== null
                    ? t('myResults.band', { band: item.band.toFixed(1) })
                    : item.score !== null
                      ? t('myResults.score', { score: item.score })
                      : item.pendingReviewCount > 0
                        ? t('myResults.pending')
                        : t('myResults.noScore');
              return (
                <li key={item.id} className={styles.item} data-status={item.status}>
                  <div className={styles.info}>
                    <p className={styles.name}>{title}</p>
                    <p className={styles.muted}>
                      {t('myResults.submittedAt', { date: formatDateTime(item.submittedAt) })}
                    </p>
                  </div>
                  <p className={styles.score}>{score}</p>
                  <Button
                    size="medium"
                    variant="outline"
                    href={paths.myTestResult(String(item.id))}
                    aria-label={`${t('myResults.open')}: ${title}`}
                  >
                    {t('myResults.open')}
                  </Button>
                </li>
              );
            })}
          </ul>
          {hasMore && (
            <Button variant="ghost" size="medium" loading={isValidating} onClick={() => void setSize(size + 1)}>
              {t('myResults.more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

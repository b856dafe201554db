import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '@/components/ui/app-link';
import type { ResultDto } from '@contract/results';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import styles from './last-result.module.scss';

export interface LastResultProps {
  result: Pick<
    ResultDto,
    'id' | 'status' | 'score' | 'band' | 'earnedPoints' | 'maxPoints' | 'percent' | 'reviewStatus' | 'submittedAt'
  >;
  assigned: boolean;
}

/** The learner's latest result of this test: its score and date, and the way back to it. */
export function LastResult({ result, assigned }: LastResultProps) {
  const { t } = useTranslation('catalogue');
  const voided = result.status === 'VOIDED';
  let outcome: string;
  if (voided) outcome = t('detail.lastResult.voided');
  else if (result.band !== null)
    outcome = t('detail.lastResult.band', {
      band: result.band.toFixed(1),
      earned: result.earnedPoints,
      max: result.maxPoints,
    });
  else if (result.score === null) outcome = t('detail.lastResult.awaitingReview');
  else outcome = t('detail.lastResult.score', { score: result.score, percent: result.percent ?? 0 });
  return (
    <section className={styles.card} aria-labelledby="last-result-title">
      <h2 id="last-result-title" className={styles.title}>
        {t('detail.lastResult.title')}
      </h2>
      <p className={styles.outcome} data-voided={voided || undefined}>
        {outcome}
      </p>
      <p className={styles.when}>
        {t('detail.lastResult.submittedAt', { date: formatDateTime(result.submittedAt) })}
        {!voided && result.score !== null && result.reviewStatus === 'AWAITING_REVIEW' && (
          <> · {t('detail.lastResult.partlyReviewed')}</>
        )}
      </p>
      <AppLink className={styles.link} href={paths.myTestResult(String(result.id), { assigned })}>
        {t('detail.lastResult.open')}
      </AppLink>
    </section>
  );
}

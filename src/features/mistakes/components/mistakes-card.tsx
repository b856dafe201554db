import { MISTAKES_RULES } from '@contract/mistakes-rules';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/profile/api/profile';
import { useMistakesSummary } from '../api/summary';
import { ensureMistakesStrings } from '../utils/strings';
import styles from './mistakes-card.module.scss';

/**
 * "Practise my mistakes" where a student looks for their own work (the home, My tests): how many
 * questions wait in the review set and a way into a round; on a day everything was practised,
 * when to come back; with none, what will fill it. Nothing for guests and teachers, and nothing
 * while the count is unknown (it is never guessed).
 */
export function MistakesCard() {
  const { i18n } = useTranslation();
  ensureMistakesStrings(i18n);
  const { t } = useTranslation('mistakes');
  const id = useId();
  const { data: user } = useProfile();
  const { data } = useMistakesSummary(user?.roleCode === 'STUDENT');
  if (!data) return null;

  if (data.count === 0) {
    return (
      <section className={styles.card} data-empty="" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('card.emptyTitle')}
        </h2>
        <p className={styles.muted}>{t('card.emptyText')}</p>
      </section>
    );
  }

  const round = Math.min(data.dueCount, MISTAKES_RULES.ROUND_SIZE);
  // Why the button may offer fewer questions than the count: some wait for tomorrow, or the
  // round is capped.
  const waiting = data.dueCount > 0 ? data.count - data.dueCount : 0;
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.body}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('card.title')}
        </h2>
        <p className={styles.count}>{t('card.count', { count: data.count })}</p>
        <p className={styles.muted}>
          {data.dueCount > 0 ? t('card.rule') : t('card.doneToday', { count: data.count })}
        </p>
        {waiting > 0 && <p className={styles.muted}>{t('card.waiting', { count: waiting })}</p>}
        {data.dueCount > MISTAKES_RULES.ROUND_SIZE && (
          <p className={styles.muted}>{t('card.roundSize', { size: MISTAKES_RULES.ROUND_SIZE })}</p>
        )}
      </div>
      {round > 0 && (
        <Button href={paths.mistakes} size="medium" className={styles.cta}>
          {t('card.start', { count: round })}
        </Button>
      )}
    </section>
  );
}

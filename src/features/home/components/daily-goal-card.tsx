import type { DailyGoalDto } from '@contract/daily-goal';
import { DAILY_GOAL_CHOICES, type DailyGoalChoice } from '@contract/daily-goal-rules';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useDailyGoal, useSetDailyGoal } from '../api/daily-goal';
import styles from './daily-goal-card.module.scss';

/**
 * Today's answered questions against the student's daily goal, the streak of days it was met
 * (counted by the server in the student's time zone) and the goal's choices.
 */
export function DailyGoalCard() {
  const { t } = useTranslation('student-home');
  const id = useId();
  const { data, error, mutate } = useDailyGoal(true);
  const { trigger, isMutating, error: saveError } = useSetDailyGoal();

  const choose = async (current: DailyGoalDto, goal: DailyGoalChoice) => {
    try {
      // The chip turns at once; the server's answer (progress and streak recounted) replaces it.
      await trigger(goal, {
        optimisticData: { ...current, goal },
        rollbackOnError: true,
      });
    } catch {
      // Shown below from the mutation's error; the previous goal stays selected.
    }
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('studentHome.dailyGoal.title')}
        </h2>
        {data && (
          <p className={styles.streak}>
            <span className={styles.streakCount}>
              {t('studentHome.dailyGoal.streak', { count: data.streak.current })}
            </span>
            {data.streak.longest > data.streak.current && (
              <span className={styles.muted}>{t('studentHome.dailyGoal.longest', { count: data.streak.longest })}</span>
            )}
          </p>
        )}
      </div>
      {error && !data ? (
        <Alert variant="error" title={t('studentHome.dailyGoal.error')}>
          <Button size="small" variant="outline" onClick={() => void mutate()}>
            {t('studentHome.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <p role="status" className={styles.muted}>
          {t('studentHome.dailyGoal.loading')}
        </p>
      ) : (
        <>
          <p id={`${id}-progress`} className={styles.progressText}>
            {data.streak.todayDone
              ? t('studentHome.dailyGoal.done', { answered: data.answeredToday, goal: data.goal })
              : t('studentHome.dailyGoal.progress', { answered: data.answeredToday, goal: data.goal })}
          </p>
          <progress
            className={styles.progress}
            max={data.goal}
            value={Math.min(data.answeredToday, data.goal)}
            aria-label={t('studentHome.dailyGoal.progressLabel', { answered: data.answeredToday, goal: data.goal })}
          />
          <fieldset className={styles.choices} aria-busy={isMutating} aria-describedby={`${id}-hint`}>
            <legend className={styles.legend}>{t('studentHome.dailyGoal.choose')}</legend>
            <div className={styles.options}>
              {DAILY_GOAL_CHOICES.map((goal) => (
                <label key={goal} className={styles.option}>
                  <input
                    type="radio"
                    name={`${id}-goal`}
                    value={goal}
                    checked={data.goal === goal}
                    onChange={() => void choose(data, goal)}
                  />
                  {/* The number alone fits four chips in a row in every language; the legend names the unit. */}
                  <span className={styles.chip} aria-hidden="true">
                    {goal}
                  </span>
                  <span className="visually-hidden">{t('studentHome.dailyGoal.choice', { count: goal })}</span>
                </label>
              ))}
            </div>
            <p id={`${id}-hint`} className={styles.muted}>
              {t('studentHome.dailyGoal.hint')}
            </p>
          </fieldset>
          {saveError && (
            <p role="alert" className={styles.error}>
              {t('studentHome.dailyGoal.saveError')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

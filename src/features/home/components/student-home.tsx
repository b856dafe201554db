import type { UserDto } from '@contract/api';
import type { OpenAttemptDto } from '@contract/player';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { unitTestTitles } from '@/components/unit-test/labels';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { splitDisplayName } from '@/lib/display-name';
import { gradeDisplayName } from '@/lib/grade-display-name';
import { useGrades } from '@/lib/catalogue/api/grades';
import { useOpenAttempts } from '../api/open-attempts';
import { useRecentResults } from '../api/recent-results';
import { MistakesCard } from '@/features/mistakes';
import { DailyGoalCard } from './daily-goal-card';
import { useUpdateProfile } from '@/lib/profile/api/update-profile';
import { ensureStudentHomeStrings } from '../utils/student-home-strings';
import { IconArrowRight } from './home-icons';
import styles from './student-home.module.scss';

export interface StudentHomeProps {
  user: UserDto;
}

/**
 * A signed-in student's home opens on their own work: what to continue, their latest results
 * and, when the account has no grade yet, the question that makes the recommendations theirs.
 */
export function StudentHome({ user }: StudentHomeProps) {
  const { i18n } = useTranslation();
  ensureStudentHomeStrings(i18n);
  const { t } = useTranslation('student-home');
  const { t: tHome } = useTranslation('home');
  const { last } = splitDisplayName(user.fullName);
  return (
    <section className={styles.band} aria-labelledby="student-home-title">
      <div className={styles.inner}>
        <div className={styles.greeting}>
          <h1 id="student-home-title" className={styles.title}>
            {last ? t('studentHome.title', { name: last }) : t('studentHome.titleNoName')}
          </h1>
          <p className={styles.subtitle}>{t('studentHome.subtitle')}</p>
          <div className={styles.ctas}>
            <Button href={paths.explore} size="medium" rightIcon={<IconArrowRight size={18} />}>
              {tHome('hero.primaryCta')}
            </Button>
            <Button href={paths.myTests} size="medium" variant="outline">
              {tHome('hero.myTestsCta')}
            </Button>
          </div>
        </div>
        {!user.grade && <GradePrompt user={user} />}
        <MistakesCard />
        <DailyGoalCard />
        <div className={styles.panels}>
          <ContinuePanel />
          <RecentResultsPanel />
        </div>
      </div>
    </section>
  );
}

function testTitle(test: Pick<OpenAttemptDto['unitTest'], 'name' | 'nameEn'>, locale: string): string {
  return locale === 'en' && test.nameEn ? test.nameEn : test.name;
}

function ContinuePanel() {
  const { t, i18n } = useTranslation('student-home');
  const { data, error, mutate } = useOpenAttempts(true);
  return (
    <section className={styles.panel} aria-labelledby="student-home-continue">
      <h2 id="student-home-continue" className={styles.panelTitle}>
        {t('studentHome.continue.title')}
      </h2>
      {error && !data ? (
        <Alert variant="error" title={t('studentHome.continue.error')}>
          <Button size="small" variant="outline" onClick={() => void mutate()}>
            {t('studentHome.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <p role="status" className={styles.muted}>
          {t('studentHome.continue.loading')}
        </p>
      ) : data.length === 0 ? (
        <p className={styles.muted}>{t('studentHome.continue.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {data.map((attempt) => {
            const title = testTitle(attempt.unitTest, i18n.language);
            const percent =
              attempt.questionCount > 0 ? Math.round((attempt.answeredCount / attempt.questionCount) * 100) : 0;
            return (
              <li key={attempt.attemptId} className={styles.item}>
                <div className={styles.info}>
                  <p className={styles.name}>{title}</p>
                  <p className={styles.muted}>
                    {t('studentHome.continue.progress', {
                      answered: attempt.answeredCount,
                      total: attempt.questionCount,
                    })}
                    {' · '}
                    {t('studentHome.continue.deadline', { date: formatDateTime(attempt.deadlineAt) })}
                  </p>
                  <progress
                    className={styles.progress}
                    max={attempt.questionCount || 1}
                    value={attempt.answeredCount}
                    aria-label={t('studentHome.continue.progressLabel', { title, percent })}
                  />
                </div>
                <Button
                  size="medium"
                  href={paths.practiceTestResume(attempt.unitTest.slug)}
                  aria-label={`${t('studentHome.continue.open')}: ${title}`}
                >
                  {t('studentHome.continue.open')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function RecentResultsPanel() {
  const { t, i18n } = useTranslation('student-home');
  const { data, error, mutate } = useRecentResults(true);
  return (
    <section className={styles.panel} aria-labelledby="student-home-results">
      <div className={styles.panelHead}>
        <h2 id="student-home-results" className={styles.panelTitle}>
          {t('studentHome.results.title')}
        </h2>
        {data && data.total > 0 && (
          <Button href={paths.myTests} size="small" variant="link">
            {t('studentHome.results.seeAll', { count: data.total })}
          </Button>
        )}
      </div>
      {error && !data ? (
        <Alert variant="error" title={t('studentHome.results.error')}>
          <Button size="small" variant="outline" onClick={() => void mutate()}>
            {t('studentHome.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <p role="status" className={styles.muted}>
          {t('studentHome.results.loading')}
        </p>
      ) : data.items.length === 0 ? (
        <p className={styles.muted}>{t('studentHome.results.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {data.items.map((item) => {
            const { title } = unitTestTitles(item.unitTest, i18n.language);
            return (
              <li key={item.id} className={styles.item}>
                <div className={styles.info}>
                  <p className={styles.name}>{title}</p>
                  <p className={styles.muted}>{formatDateTime(item.submittedAt)}</p>
                </div>
                <p className={styles.score}>
                  {item.status === 'VOIDED'
                    ? t('studentHome.results.voided')
                    : item.band !== null
                      ? t('studentHome.results.band', { band: item.band.toFixed(1) })
                      : item.score === null
                        ? t('studentHome.results.pending')
                        : t('studentHome.results.score', { score: item.score })}
                </p>
                <Button
                  size="medium"
                  variant="outline"
                  href={paths.myTestResult(String(item.id))}
                  aria-label={`${t('studentHome.results.open')}: ${title}`}
                >
                  {t('studentHome.results.open')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Asked once, right on the home page: the grade picks the tests recommended below. */
function GradePrompt({ user }: { user: UserDto }) {
  const { t, i18n } = useTranslation('student-home');
  const id = useId();
  const { data: grades = [], isLoading } = useGrades();
  const { trigger, isMutating, error } = useUpdateProfile();
  const [gradeId, setGradeId] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!gradeId) {
      setMissing(true);
      return;
    }
    setMissing(false);
    try {
      await trigger({ fullName: user.fullName, gradeId: Number(gradeId) });
    } catch {
      // Shown below from the mutation's error; the choice stays selected for another try.
    }
  };

  return (
    <form className={styles.gradePrompt} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-grade`} className={styles.gradeLabel}>
        {t('studentHome.grade.label')}
      </label>
      <p id={`${id}-hint`} className={styles.muted}>
        {t('studentHome.grade.hint')}
      </p>
      <div className={styles.gradeRow}>
        <select
          id={`${id}-grade`}
          className={styles.select}
          value={gradeId}
          onChange={(event) => setGradeId(event.target.value)}
          disabled={isLoading}
          aria-describedby={missing || error ? `${id}-error` : `${id}-hint`}
          aria-invalid={missing || undefined}
        >
          <option value="">{t('studentHome.grade.placeholder')}</option>
          {grades.map((grade) => (
            <option key={grade.id} value={grade.id}>
              {gradeDisplayName(grade, i18n.language)}
            </option>
          ))}
        </select>
        <Button type="submit" size="medium" loading={isMutating}>
          {t('studentHome.grade.save')}
        </Button>
      </div>
      {(missing || error) && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {missing ? t('studentHome.grade.required') : t('studentHome.grade.error')}
        </p>
      )}
    </form>
  );
}

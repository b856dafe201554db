import type { AssignmentResultDto, ClassResultStatsDto } from '@contract/classes-api';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { formatNumber } from '@/lib/format';
import { useAssignmentResult } from '../api/assignment-result';
import { useClassAssignments } from '../api/class-assignments';
import { assignmentView, findAssignment } from '../utils/assignment-status';
import { assignmentHref, assignmentTitle } from './assignment-item';
import { ClassesFrame } from './classes-frame';
import { DataState } from './data-state';
import { StatusBadge } from './status-badge';
import styles from './classes.module.scss';

/** /classes/{slug}/unit-test-results/{unittestSlug}: my result on an assigned test, and the class's when shared. */
export function AssignmentResultPage({ slug, unitTestSlug }: { slug: string; unitTestSlug: string }) {
  const { t } = useTranslation('classes');
  const assignments = useClassAssignments(slug);
  const assignment = assignments.data ? findAssignment(assignments.data, unitTestSlug) : undefined;
  const result = useAssignmentResult(assignment?.id);
  const back = { href: paths.classDetail(slug), label: t('result.back') };

  if (assignments.data && !assignment) {
    return (
      <ClassesFrame title={t('result.title')} back={back}>
        <EmptyState title={t('result.notFound.title')} text={t('result.notFound.text')} />
      </ClassesFrame>
    );
  }
  return (
    <ClassesFrame title={t('result.title')} back={back}>
      <DataState
        data={assignment ? result.data : undefined}
        error={assignments.error ?? result.error}
        onRetry={() => void (assignments.error ? assignments.mutate() : result.mutate())}
      >
        {(data) => <ResultBody data={data} />}
      </DataState>
    </ClassesFrame>
  );
}

function ResultBody({ data }: { data: AssignmentResultDto }) {
  const { t, i18n } = useTranslation('classes');
  const { assignment, myResult, classStats } = data;
  const view = assignmentView(assignment);
  const title = assignmentTitle(assignment, i18n.language);
  return (
    <div className={styles.resultGrid}>
      <section className={styles.panel} aria-labelledby="my-result">
        <p className={styles.eyebrow}>{assignment.className}</p>
        <h2 id="my-result" className={styles.panelTitle}>
          {title}
        </h2>
        <div className={styles.assignmentTitleRow}>
          <StatusBadge label={view.label} tone={view.tone} />
          <span className={styles.muted}>{t('result.dueAt', { date: formatDateTime(assignment.dueAt) })}</span>
        </div>
        {myResult ? (
          <>
            <div className={styles.scoreRow}>
              <p className={styles.bigNumber}>
                <span className={styles.bigValue}>
                  {myResult.score === null ? '—' : formatNumber(myResult.score, i18n.language)}
                </span>
                <span className={styles.bigUnit}>{t('result.outOf')}</span>
              </p>
              <dl className={styles.facts}>
                <div className={styles.fact}>
                  <dt>{t('result.percent')}</dt>
                  <dd>{myResult.percent !== null ? `${myResult.percent}%` : '—'}</dd>
                </div>
                <div className={styles.fact}>
                  <dt>{t('result.correct')}</dt>
                  <dd>
                    {t('result.correctValue', {
                      correct: myResult.correctCount,
                      total: myResult.scoredQuestionCount,
                    })}
                  </dd>
                </div>
                <div className={styles.fact}>
                  <dt>{t('result.submittedAt')}</dt>
                  <dd>{formatDateTime(myResult.submittedAt)}</dd>
                </div>
              </dl>
            </div>
            <Button href={paths.myTestReview(String(myResult.id))} size="medium" variant="outline">
              {t('result.review')}
            </Button>
          </>
        ) : (
          <>
            <p className={styles.muted}>{t('result.none')}</p>
            {view.action === 'start' || view.action === 'startLate' || view.action === 'continue' ? (
              <Button href={assignmentHref(assignment, view.action)} size="medium">
                {t(`assignment.action.${view.action}`)}
              </Button>
            ) : null}
          </>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="class-result">
        <h2 id="class-result" className={styles.panelTitle}>
          {t('result.class.title')}
        </h2>
        {classStats ? (
          <ClassStats stats={classStats} myPercent={myResult?.percent ?? null} />
        ) : (
          <p className={styles.muted}>{t('result.class.notShared')}</p>
        )}
      </section>
    </div>
  );
}

/** The class's average and spread; the distribution is a table whose bars are drawn in CSS. */
function ClassStats({ stats, myPercent }: { stats: ClassResultStatsDto; myPercent: number | null }) {
  const { t } = useTranslation('classes');
  const most = Math.max(1, ...stats.distribution.map((bucket) => bucket.count));
  return (
    <>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('result.class.average')}</dt>
          <dd>
            {stats.averagePercent !== null && stats.averageScore !== null
              ? t('result.class.averageValue', { score: stats.averageScore, percent: stats.averagePercent })
              : '—'}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('result.class.submitted')}</dt>
          <dd>{t('result.class.submittedValue', { count: stats.submittedCount, total: stats.memberCount })}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('result.class.highest')}</dt>
          <dd>{stats.highestPercent !== null ? `${stats.highestPercent}%` : '—'}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('result.class.lowest')}</dt>
          <dd>{stats.lowestPercent !== null ? `${stats.lowestPercent}%` : '—'}</dd>
        </div>
      </dl>
      <table className={styles.distribution}>
        <caption className={styles.tableCaption}>{t('result.class.distribution')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('result.class.range')}</th>
            <th scope="col">{t('result.class.students')}</th>
          </tr>
        </thead>
        <tbody>
          {stats.distribution.map((bucket) => {
            const mine = myPercent !== null && myPercent >= bucket.from && myPercent <= bucket.to;
            return (
              <tr key={bucket.from} data-mine={mine || undefined}>
                <th scope="row">
                  {t('result.class.rangeValue', { from: bucket.from, to: bucket.to })}
                  {mine && <span className={styles.mineTag}>{t('result.class.you')}</span>}
                </th>
                <td>
                  <span className={styles.barTrack} aria-hidden="true">
                    <span className={styles.bar} style={{ width: `${(bucket.count / most) * 100}%` }} />
                  </span>
                  <span className={styles.barValue}>{bucket.count}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

import type { AssignedUnitTestDto } from '@contract/classes-api';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/components/ui/button';
import { unitTestTitles } from '@/components/unit-test/labels';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { assignmentView } from '../utils/assignment-status';
import styles from './classes.module.scss';
import { StatusBadge } from './status-badge';

export function assignmentTitle(assignment: AssignedUnitTestDto, locale: string | undefined): string {
  return unitTestTitles({ ...assignment.unitTest, scope: 'SYSTEM' }, locale).title;
}

/** Where the action of an assigned test leads: the player (start, continue) or the class result. */
export function assignmentHref(
  assignment: AssignedUnitTestDto,
  action: 'start' | 'startLate' | 'continue' | 'result',
): string {
  if (action === 'result') return paths.classUnitTestResult(assignment.classSlug, assignment.unitTest.slug);
  // The test page takes the test's slug; the API lets class members take an assigned test.
  const { slug } = assignment.unitTest;
  return action === 'continue' ? paths.practiceTestResume(slug) : paths.practiceTest(slug);
}

export interface AssignmentItemProps {
  assignment: AssignedUnitTestDto;
  /** Name the class too (lists across classes). */
  showClass?: boolean;
  now?: number;
  /** The title's heading level in the page's outline. */
  headingLevel?: 3 | 4;
}

/** One assigned test: its name, window, the student's status and what they can do now. */
export function AssignmentItem({ assignment, showClass = false, now, headingLevel = 3 }: AssignmentItemProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const { t, i18n } = useTranslation('classes');
  const view = assignmentView(assignment, now);
  const title = assignmentTitle(assignment, i18n.language);
  const { myResult } = assignment;
  // Past its due date a test may still be taken, but the class sees it as late: say so first.
  const late = view.action === 'startLate';
  return (
    <li className={styles.assignment} data-due-soon={view.dueSoon || undefined}>
      <div className={styles.assignmentMain}>
        <div className={styles.assignmentTitleRow}>
          <Heading className={styles.assignmentTitle}>{title}</Heading>
          <StatusBadge label={view.label} tone={view.tone} />
          {view.dueSoon && <span className={styles.dueSoon}>{t('assignment.dueSoon')}</span>}
        </div>
        {showClass && <p className={styles.muted}>{assignment.className}</p>}
        <dl className={styles.window}>
          <div>
            <dt>{t('assignment.opens')}</dt>
            <dd>
              <time dateTime={assignment.openAt}>{formatDateTime(assignment.openAt)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('assignment.due')}</dt>
            <dd>
              <time dateTime={assignment.dueAt}>{formatDateTime(assignment.dueAt)}</time>
            </dd>
          </div>
          {myResult && (
            <div>
              <dt>{t('assignment.score')}</dt>
              <dd>
                {myResult.score !== null
                  ? t('assignment.scoreValue', { score: myResult.score })
                  : t('assignment.noScore')}
              </dd>
            </div>
          )}
        </dl>
        {assignment.note && <p className={styles.note}>{assignment.note}</p>}
        {late && <p className={styles.lateNote}>{t('assignment.lateNote')}</p>}
      </div>
      {view.action !== 'none' && (
        <Button
          href={assignmentHref(assignment, view.action)}
          size="medium"
          variant={view.action === 'result' || late ? 'outline' : 'filled'}
          className={late ? `${styles.assignmentAction} ${styles.lateAction}` : styles.assignmentAction}
          aria-label={`${t(`assignment.action.${view.action}`)}: ${title}`}
        >
          {t(`assignment.action.${view.action}`)}
        </Button>
      )}
    </li>
  );
}

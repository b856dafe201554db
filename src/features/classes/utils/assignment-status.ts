/**
 * What the student sees and can do for an assigned test, from its window and their status
 * (contract: UPCOMING/OPEN/PAST_DUE × NOT_STARTED/IN_PROGRESS/SUBMITTED/LATE/MISSED).
 */
import type { AssignedUnitTestDto, AssignmentStatus } from '@contract/classes-api';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';
/**
 * start: take the test; startLate: take it past its due date (it counts as late); continue: back
 * into the open attempt; result: see the attached result.
 */
type AssignmentAction = 'start' | 'startLate' | 'continue' | 'result' | 'none';
/** The badge: one of the five statuses, or "upcoming" while the test is not open yet. */
export type StatusLabel = AssignmentStatus | 'UPCOMING';

export interface AssignmentView {
  label: StatusLabel;
  tone: StatusTone;
  action: AssignmentAction;
  /** Due within DUE_SOON_HOURS (three days) and not done: highlighted in lists and the schedule. */
  dueSoon: boolean;
}

const DUE_SOON_HOURS = 72;
const HOUR_MS = 3_600_000;

const TONES: Record<StatusLabel, StatusTone> = {
  UPCOMING: 'neutral',
  NOT_STARTED: 'info',
  IN_PROGRESS: 'warning',
  SUBMITTED: 'success',
  LATE: 'warning',
  MISSED: 'danger',
};

type AssignmentFacts = Pick<AssignedUnitTestDto, 'window' | 'myStatus' | 'canStart' | 'dueAt' | 'myResult'>;

function isDone(assignment: Pick<AssignedUnitTestDto, 'myStatus'>): boolean {
  return assignment.myStatus === 'SUBMITTED' || assignment.myStatus === 'LATE';
}

export function assignmentView(assignment: AssignmentFacts, now: number = Date.now()): AssignmentView {
  const label: StatusLabel =
    assignment.window === 'UPCOMING' && assignment.myStatus === 'NOT_STARTED' ? 'UPCOMING' : assignment.myStatus;
  let action: AssignmentAction = 'none';
  if (isDone(assignment) && assignment.myResult) action = 'result';
  else if (assignment.canStart)
    action =
      assignment.myStatus === 'IN_PROGRESS' ? 'continue' : assignment.myStatus === 'MISSED' ? 'startLate' : 'start';
  const untilDue = Date.parse(assignment.dueAt) - now;
  const dueSoon =
    assignment.window === 'OPEN' && !isDone(assignment) && untilDue > 0 && untilDue <= DUE_SOON_HOURS * HOUR_MS;
  return { label, tone: TONES[label], action, dueSoon };
}

/**
 * The assignment a results link names: the test's slug within the class. Were a test assigned
 * twice, the one with a result wins, then the latest due.
 */
export function findAssignment(
  items: readonly AssignedUnitTestDto[],
  unitTestSlug: string,
): AssignedUnitTestDto | undefined {
  return items
    .filter((item) => item.unitTest.slug === unitTestSlug)
    .sort(
      (a, b) => Number(Boolean(b.myResult)) - Number(Boolean(a.myResult)) || Date.parse(b.dueAt) - Date.parse(a.dueAt),
    )[0];
}

/** Open or upcoming tests not done yet, nearest due first. */
export function dueNext(items: readonly AssignedUnitTestDto[], now: number): AssignedUnitTestDto[] {
  return items
    .filter((item) => !isDone(item) && item.window !== 'PAST_DUE' && Date.parse(item.dueAt) > now)
    .sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
}

/** The test schedule's events: each assigned test shows on the day it opens and on the day it is due. */
import type { AssignedUnitTestDto } from '@contract/classes-api';
import { toDay } from './days';

type ScheduleEventKind = 'opens' | 'due';

export interface ScheduleEvent {
  kind: ScheduleEventKind;
  assignment: AssignedUnitTestDto;
}

/** Events by local day (YYYY-MM-DD); a test opening and due on one day shows once, as due. */
export function eventsByDay(items: readonly AssignedUnitTestDto[]): Map<string, ScheduleEvent[]> {
  const byDay = new Map<string, ScheduleEvent[]>();
  const add = (day: string, event: ScheduleEvent) => {
    const list = byDay.get(day);
    if (list) list.push(event);
    else byDay.set(day, [event]);
  };
  for (const assignment of items) {
    const opens = toDay(assignment.openAt);
    const due = toDay(assignment.dueAt);
    if (opens !== due) add(opens, { kind: 'opens', assignment });
    add(due, { kind: 'due', assignment });
  }
  for (const list of byDay.values()) {
    list.sort((a, b) => {
      const at = (event: ScheduleEvent) => (event.kind === 'due' ? event.assignment.dueAt : event.assignment.openAt);
      return Date.parse(at(a)) - Date.parse(at(b));
    });
  }
  return byDay;
}

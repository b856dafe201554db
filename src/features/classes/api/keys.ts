/**
 * SWR keys of the classes feature: the API paths they load (with their query where there is
 * one), so every hook of one path shares its cache entry and a mutation can name it.
 */
import { CLASS_PATHS } from '@contract/classes-api';
import { pathWithQuery } from '@/lib/query-string';

export const classKeys = {
  myClasses: () => CLASS_PATHS.classes,
  joinRequests: () => CLASS_PATHS.joinRequest,
  myClass: (slug: string) => CLASS_PATHS.class(slug),
  assigned: (slug: string) => CLASS_PATHS.classAssigned(slug),
  references: (slug: string) => CLASS_PATHS.classReferences(slug),
  assignmentResult: (assignmentId: number) => CLASS_PATHS.assignmentResult(assignmentId),
  /** The days asked (the request adds the browser's time-zone offset). */
  calendar: (from: string, to: string) => pathWithQuery(CLASS_PATHS.calendar, { from, to }),
  /** POST endpoints: the key names the range the body carries. */
  countByDate: (from: string, to: string) => pathWithQuery(CLASS_PATHS.statisticCountByDate, { from, to }),
  skills: (from: string, to: string) => pathWithQuery(CLASS_PATHS.statisticSkills, { from, to }),
  countMission: () => CLASS_PATHS.statisticCountMission,
} as const;

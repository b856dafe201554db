/**
 * SWR keys of the classes feature: the API paths they load (with their query where there is
 * one), so every hook of one path shares its cache entry and a mutation can name it.
 */
import { CLASS_PATHS } from '@contract/classes-api';

export const classKeys = {
  myClasses: () => CLASS_PATHS.classes,
  joinRequests: () => CLASS_PATHS.joinRequest,
  myClass: (slug: string) => CLASS_PATHS.class(slug),
  assigned: (slug: string) => CLASS_PATHS.classAssigned(slug),
  references: (slug: string) => CLASS_PATHS.classReferences(slug),
  assignmentResult: (assignmentId: number) => CLASS_PATHS.assignmentResult(assignmentId),
  calendar: (from: string, to: string) => [CLASS_PATHS.calendar, from, to] as const,
  countByDate: (from: string, to: string) => [CLASS_PATHS.statisticCountByDate, from, to] as const,
  skills: (from: string, to: string) => [CLASS_PATHS.statisticSkills, from, to] as const,
  countMission: () => CLASS_PATHS.statisticCountMission,
} as const;

/**
 * SWR keys of the classes feature: the API paths they load (with their query where there is
 * one), so every hook of one path shares its cache entry and a mutation can name it.
 */
import { classesApi, statisticsApi } from '@contract/client-api';
import { keyOf } from '@/lib/api/call';

export const classKeys = {
  myClasses: () => keyOf(classesApi.myClasses),
  joinRequests: () => keyOf(classesApi.myJoinRequests),
  myClass: (slug: string) => keyOf(classesApi.myClass, { params: { id: slug } }),
  assigned: (slug: string) => keyOf(classesApi.classAssigned, { params: { id: slug } }),
  references: (slug: string) => keyOf(classesApi.classReferences, { params: { id: slug } }),
  assignmentResult: (assignmentId: number) => keyOf(classesApi.assignmentResult, { params: { id: assignmentId } }),
  /** The days asked (the request adds the browser's time-zone offset). */
  calendar: (from: string, to: string) => keyOf(classesApi.calendar, { query: { from, to } }),
  /** POST endpoints: the key names the range the body carries. */
  countByDate: (from: string, to: string) => keyOf(statisticsApi.countByDate, { body: { from, to } }),
  skills: (from: string, to: string) => keyOf(statisticsApi.skills, { body: { from, to } }),
  countMission: () => keyOf(statisticsApi.countMission),
} as const;

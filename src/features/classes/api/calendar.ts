/** GET /student/unit-tests/calendar?from&to: assigned tests whose window meets the days (inclusive). */
import { CLASS_PATHS, type AssignedUnitTestDto } from '@contract/classes-api';
import useSWR from 'swr';
import { apiClient, getData } from '@/lib/api-client';
import { timezoneOffsetMinutes } from '../utils/days';
import { classKeys } from './keys';

export function useCalendar(from: string, to: string) {
  return useSWR<AssignedUnitTestDto[]>(classKeys.calendar(from, to), () =>
    getData<AssignedUnitTestDto[]>(apiClient, CLASS_PATHS.calendar, {
      from,
      to,
      timezoneOffset: timezoneOffsetMinutes(),
    }),
  );
}

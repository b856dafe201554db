/** GET /student/unit-tests/calendar?from&to: assigned tests whose window meets the days (inclusive). */
import { classesApi } from '@contract/client-api';
import useSWR from 'swr';
import { call } from '@/lib/api/call';
import { timezoneOffsetMinutes } from '../utils/days';
import { classKeys } from './keys';

export function useCalendar(from: string, to: string) {
  return useSWR(classKeys.calendar(from, to), () =>
    call(classesApi.calendar, { query: { from, to, timezoneOffset: timezoneOffsetMinutes() } }),
  );
}

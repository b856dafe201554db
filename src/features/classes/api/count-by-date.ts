/** POST /itf/statistic/student/count-by-date (spec §7 Statistics), over a date range. */
import { statisticsApi } from '@contract/client-api';
import useSWR from 'swr';
import { call } from '@/lib/api/call';
import { timezoneOffsetMinutes } from '../utils/days';
import { classKeys } from './keys';

export function useCountByDate(from: string, to: string) {
  return useSWR(classKeys.countByDate(from, to), () =>
    call(statisticsApi.countByDate, { body: { from, to, timezoneOffset: timezoneOffsetMinutes() } }),
  );
}

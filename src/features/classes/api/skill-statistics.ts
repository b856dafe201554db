/** POST /itf/statistic/student/skills (spec §7 Statistics), over a date range, by week. */
import { statisticsApi } from '@contract/client-api';
import useSWR from 'swr';
import { call } from '@/lib/api/call';
import { timezoneOffsetMinutes } from '../utils/days';
import { classKeys } from './keys';

export function useSkillStatistics(from: string, to: string) {
  return useSWR(classKeys.skills(from, to), () =>
    call(statisticsApi.skills, { body: { from, to, bucket: 'week', timezoneOffset: timezoneOffsetMinutes() } }),
  );
}

/** POST /itf/statistic/student/count-by-date, /skills and /count-mission (spec §7 Statistics). */
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

export function useSkillStatistics(from: string, to: string) {
  return useSWR(classKeys.skills(from, to), () =>
    call(statisticsApi.skills, { body: { from, to, bucket: 'week', timezoneOffset: timezoneOffsetMinutes() } }),
  );
}

export function useCountMission() {
  return useSWR(classKeys.countMission(), () =>
    call(statisticsApi.countMission, { body: { timezoneOffset: timezoneOffsetMinutes() } }),
  );
}

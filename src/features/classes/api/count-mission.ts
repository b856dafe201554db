/** POST /itf/statistic/student/count-mission (spec §7 Statistics). */
import { statisticsApi } from '@contract/client-api';
import useSWR from 'swr';
import { call } from '@/lib/api/call';
import { timezoneOffsetMinutes } from '../utils/days';
import { classKeys } from './keys';

export function useCountMission() {
  return useSWR(classKeys.countMission(), () =>
    call(statisticsApi.countMission, { body: { timezoneOffset: timezoneOffsetMinutes() } }),
  );
}

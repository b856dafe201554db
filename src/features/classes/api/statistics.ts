/** POST /itf/statistic/student/count-by-date, /skills and /count-mission (spec §7 Statistics). */
import {
  CLASS_PATHS,
  type CountByDateDto,
  type CountMissionDto,
  type SkillsDataDto,
  type SkillsRequest,
  type StatisticRangeRequest,
} from '@contract/classes-api';
import useSWR from 'swr';
import { apiClient, postData } from '@/lib/api-client';
import { timezoneOffsetMinutes } from '../utils/days';
import { classKeys } from './keys';

export function useCountByDate(from: string, to: string) {
  return useSWR<CountByDateDto>(classKeys.countByDate(from, to), () => {
    const body: StatisticRangeRequest = { from, to, timezoneOffset: timezoneOffsetMinutes() };
    return postData<CountByDateDto>(apiClient, CLASS_PATHS.statisticCountByDate, body);
  });
}

export function useSkillStatistics(from: string, to: string) {
  return useSWR<SkillsDataDto>(classKeys.skills(from, to), () => {
    const body: SkillsRequest = { from, to, bucket: 'week', timezoneOffset: timezoneOffsetMinutes() };
    return postData<SkillsDataDto>(apiClient, CLASS_PATHS.statisticSkills, body);
  });
}

export function useCountMission() {
  return useSWR<CountMissionDto>(classKeys.countMission(), () =>
    postData<CountMissionDto>(apiClient, CLASS_PATHS.statisticCountMission, {
      timezoneOffset: timezoneOffsetMinutes(),
    }),
  );
}

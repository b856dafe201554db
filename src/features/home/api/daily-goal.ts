/** GET and PUT /itf/daily-goal: the signed-in student's daily goal, today's progress and streak. */
import { dailyGoalApi } from '@contract/client-api';
import type { DailyGoalChoice } from '@contract/daily-goal-rules';
import type { DailyGoalDto, SetDailyGoalRequest } from '@contract/daily-goal';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiError } from '@/lib/api-client';
import { call } from '@/lib/api/call';
import { homeKeys } from './keys';

function getDailyGoal(): Promise<DailyGoalDto> {
  return call(dailyGoalApi.get);
}

/** The browser's IANA time zone, so the server counts days where the student lives. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Only for a signed-in student (`enabled`). */
export function useDailyGoal(enabled: boolean) {
  return useSWR(enabled ? homeKeys.dailyGoal() : null, getDailyGoal);
}

/** Saves a new goal and puts the server's answer (progress and streak recounted) in the cache. */
export function useSetDailyGoal() {
  return useSWRMutation<DailyGoalDto, ApiError, string, DailyGoalChoice>(
    homeKeys.dailyGoal(),
    (_key, { arg: goal }) => {
      const body: SetDailyGoalRequest = { goal, timeZone: browserTimeZone() };
      return call(dailyGoalApi.set, { body });
    },
    { populateCache: true, revalidate: false },
  );
}

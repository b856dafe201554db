/**
 * What a signed-in student's home shows above the catalogue: attempts to continue, the latest
 * results, and saving the grade when the account has none.
 */
import { API_PATHS, type UpdateProfileRequest, type UserDto } from '@contract/api';
import { PLAYER_PATHS, type OpenAttemptDto, type ResultListData } from '@contract/player';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiClient, getData, putData } from '@/lib/api-client';
import { PROFILE_KEY } from '@/lib/current-user';

/** The home shows the three latest results; "see all" opens My tests. */
const RECENT_RESULTS_SHOWN = 3;

const studentHomeKeys = {
  openAttempts: () => [PLAYER_PATHS.openAttempts] as const,
  // The results path first, so invalidating every results key after a submit reaches this one too.
  recentResults: () => [PLAYER_PATHS.myResults, 'recent', RECENT_RESULTS_SHOWN] as const,
};

function getOpenAttempts(): Promise<OpenAttemptDto[]> {
  return getData<OpenAttemptDto[]>(apiClient, PLAYER_PATHS.openAttempts);
}

function getRecentResults(): Promise<ResultListData> {
  return getData<ResultListData>(apiClient, PLAYER_PATHS.myResults, { page: 1, pageSize: RECENT_RESULTS_SHOWN });
}

/** Only for a signed-in student (`enabled`); guests and teachers never ask. */
export function useOpenAttempts(enabled: boolean) {
  return useSWR(enabled ? studentHomeKeys.openAttempts() : null, getOpenAttempts);
}

export function useRecentResults(enabled: boolean) {
  return useSWR(enabled ? studentHomeKeys.recentResults() : null, getRecentResults);
}

function updateProfile(_key: string, { arg }: { arg: UpdateProfileRequest }): Promise<UserDto> {
  return putData<UserDto>(apiClient, API_PATHS.updateProfile, arg);
}

/** Saves the profile and puts the answer in the profile cache, so the page changes at once. */
export function useSaveProfile() {
  return useSWRMutation(PROFILE_KEY, updateProfile, { populateCache: true, revalidate: false });
}

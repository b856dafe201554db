/** GET /itf/unit-test-attempts/open: the signed-in student's attempts to continue. */
import { PLAYER_PATHS, type OpenAttemptDto } from '@contract/player';
import useSWR from 'swr';
import { apiClient, getData } from '@/lib/api-client';
import { homeKeys } from './keys';

function getOpenAttempts(): Promise<OpenAttemptDto[]> {
  return getData<OpenAttemptDto[]>(apiClient, PLAYER_PATHS.openAttempts);
}

/** Only for a signed-in student (`enabled`); guests and teachers never ask. */
export function useOpenAttempts(enabled: boolean) {
  return useSWR(enabled ? homeKeys.openAttempts() : null, getOpenAttempts);
}

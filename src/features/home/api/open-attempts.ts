/** GET /itf/unit-test-attempts/open: the signed-in student's attempts to continue. */
import { attemptsApi } from '@contract/client-api';
import type { OpenAttemptDto } from '@contract/player';
import useSWR from 'swr';
import { call } from '@/lib/api/call';
import { homeKeys } from './keys';

function getOpenAttempts(): Promise<OpenAttemptDto[]> {
  return call(attemptsApi.openAttempts);
}

/** Only for a signed-in student (`enabled`); guests and teachers never ask. */
export function useOpenAttempts(enabled: boolean) {
  return useSWR(enabled ? homeKeys.openAttempts() : null, getOpenAttempts);
}

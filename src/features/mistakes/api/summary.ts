/** GET /itf/mistakes: how many questions the student's review set holds, and how many are due today. */
import { mistakesApi } from '@contract/client-api';
import type { MistakesSummaryDto } from '@contract/mistakes';
import useSWR from 'swr';
import { call } from '@/lib/api/call';
import { mistakesKeys } from './keys';

function getMistakesSummary(): Promise<MistakesSummaryDto> {
  return call(mistakesApi.summary);
}

/** Only for a signed-in student (`enabled`). */
export function useMistakesSummary(enabled: boolean) {
  return useSWR(enabled ? mistakesKeys.summary() : null, getMistakesSummary);
}

/** POST /itf/unit-tests-result/{id}/share: a share code for the result's encoded link. */
import { resultsApi } from '@contract/client-api';
import type { ShareCodeDto } from '@contract/player';
import { call } from '@/lib/api/call';

export function shareResult(resultId: number, attemptSecret?: string | null): Promise<ShareCodeDto> {
  return call(resultsApi.share, { params: { id: resultId }, body: attemptSecret ? { attemptSecret } : {} });
}

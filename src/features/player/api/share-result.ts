/** POST /itf/unit-tests-result/{id}/share: a share code for the result's encoded link. */
import { resultsApi } from '@contract/client-api';
import type { ShareCodeDto } from '@contract/player';
import { call } from '@/lib/api/call';

/** `showName` (accounts only): name the owner on the shared page; omitted, the last choice stays. */
export function shareResult(
  resultId: number,
  attemptSecret?: string | null,
  showName?: boolean,
): Promise<ShareCodeDto> {
  return call(resultsApi.share, {
    params: { id: resultId },
    body: { ...(attemptSecret ? { attemptSecret } : {}), ...(showName === undefined ? {} : { showName }) },
  });
}

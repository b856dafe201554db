/** POST /itf/unit-tests-result/{id}/share: a share code for the result's encoded link. */
import { PLAYER_PATHS, type ShareCodeDto } from '@contract/player';
import { apiClient, postData } from '@/lib/api-client';

export function shareResult(resultId: number, attemptSecret?: string | null): Promise<ShareCodeDto> {
  return postData<ShareCodeDto>(apiClient, PLAYER_PATHS.shareResult(resultId), attemptSecret ? { attemptSecret } : {});
}

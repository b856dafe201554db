import { PLAYER_PATHS, type ShareCodeDto } from '@contract/player';
import { apiClient, postData } from '@/lib/api-client';

/** A share code for a test the caller may take, to put in its encoded link (spec §2). */
export function shareTest(testId: number): Promise<ShareCodeDto> {
  return postData<ShareCodeDto>(apiClient, PLAYER_PATHS.shareTest(testId), {});
}

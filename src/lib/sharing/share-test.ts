import { attemptsApi } from '@contract/client-api';
import type { ShareCodeDto } from '@contract/player';
import { call } from '@/lib/api/call';

/** A share code for a test the caller may take, to put in its encoded link (spec §2). */
export function shareTest(testId: number): Promise<ShareCodeDto> {
  return call(attemptsApi.shareTest, { params: { id: testId } });
}

/**
 * GET /itf/unit-test-attempts/open?unitTestId=…: the signed-in student's open attempt of one test,
 * so its page offers to continue it (with the time the server has left) rather than a fresh start.
 */
import { attemptsApi } from '@contract/client-api';
import useSWR from 'swr';
import { call } from '@/lib/api/call';
import { playerKeys } from './keys';

/** An open attempt and when, by this browser's clock, its time runs out. */
interface OpenAttemptOfTest {
  attemptId: number;
  endsAt: number;
}

async function getOpenAttemptOf(unitTestId: number): Promise<OpenAttemptOfTest | null> {
  const open = await call(attemptsApi.openAttempts, { query: { unitTestId } });
  const attempt = open.find((item) => item.unitTest.id === unitTestId);
  // The server counted the seconds left; counting from arrival keeps this browser's clock out of it.
  return attempt ? { attemptId: attempt.attemptId, endsAt: Date.now() + attempt.remainingSeconds * 1000 } : null;
}

/** Only for a signed-in student (`enabled`); a guest's open attempt lives in this browser's draft. */
export function useOpenAttemptOf(unitTestId: number | undefined, enabled: boolean) {
  return useSWR(enabled && unitTestId !== undefined ? playerKeys.openAttemptOf(unitTestId) : null, () =>
    getOpenAttemptOf(unitTestId as number),
  );
}

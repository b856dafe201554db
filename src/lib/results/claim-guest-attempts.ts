/**
 * POST claimAttempt for every attempt this browser made as a guest, right after a sign-in or a
 * registration: the results then belong to the account ("my tests"). Never fails the sign-in.
 */
import { resultsApi } from '@contract/client-api';
import type { ClaimAttemptRequest, ClaimedAttemptDto } from '@contract/player';
import { toApiError } from '@/lib/api-client';
import { call } from '@/lib/api/call';
import { forgetGuestAttempts, readGuestAttempts } from './guest-attempts';

function claimAttempt(attemptId: number, body: ClaimAttemptRequest): Promise<ClaimedAttemptDto> {
  return call(resultsApi.claimAttempt, { params: { id: attemptId }, body });
}

/** Answers with the attempts now the account's; refused ones (wrong secret, another account's, gone) are forgotten too. */
export async function claimGuestAttempts(): Promise<ClaimedAttemptDto[]> {
  const stored = readGuestAttempts();
  if (stored.length === 0) return [];
  const settled = await Promise.allSettled(
    stored.map((entry) => claimAttempt(entry.attemptId, { attemptSecret: entry.secret })),
  );
  const claimed: ClaimedAttemptDto[] = [];
  const done: number[] = [];
  settled.forEach((outcome, index) => {
    const entry = stored[index];
    if (!entry) return;
    if (outcome.status === 'fulfilled') {
      claimed.push(outcome.value);
      done.push(entry.attemptId);
      return;
    }
    // A refusal is final; a lost connection or a server hiccup is tried again at the next sign-in.
    const { status } = toApiError(outcome.reason);
    if (status === 403 || status === 404 || status === 409 || status === 400) done.push(entry.attemptId);
  });
  forgetGuestAttempts(done);
  return claimed;
}

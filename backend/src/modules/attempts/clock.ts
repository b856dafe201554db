import { PLAYER_RULES } from '@contract/player';
import type { Clock } from '../../lib/clock';
import { attemptClosed, attemptExpired } from './errors';
import type { AttemptRow } from './repository';

/** An attempt's time: its deadline, the grace after it, and whether it still takes writes. */
export function createAttemptClock(clock: Clock) {
  const graceMs = PLAYER_RULES.DEADLINE_GRACE_SECONDS * 1000;
  const now = () => clock.now();
  const pastGrace = (attempt: Pick<AttemptRow, 'deadline_at'>, at: Date = now()) =>
    at.getTime() > Date.parse(attempt.deadline_at) + graceMs;

  return {
    now,
    pastGrace,
    /** Open and within deadline + grace, or the matching 409. */
    assertWritable(attempt: AttemptRow): void {
      if (attempt.status !== 'OPEN') throw attemptClosed();
      if (pastGrace(attempt)) throw attemptExpired();
    },
  };
}

export type AttemptClock = ReturnType<typeof createAttemptClock>;

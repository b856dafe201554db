import { useCallback, useEffect, useState } from 'react';
import { rememberOtpSent, resendRemainingSeconds } from '../utils/otp-timer';

/**
 * Seconds left before another code may be requested, from the stored send time (so it survives
 * a reload or a remount), ticking once a second while above zero. `now` is the clock, injectable
 * for tests.
 */
export function useResendCountdown(now: () => number) {
  const [remaining, setRemaining] = useState(() => resendRemainingSeconds(now()));
  const counting = remaining > 0;

  useEffect(() => {
    if (!counting) return;
    const id = window.setInterval(() => setRemaining(resendRemainingSeconds(now())), 1000);
    return () => window.clearInterval(id);
  }, [counting, now]);

  /** A code was just sent (or the server said to wait): start counting `seconds` from now. */
  const restart = useCallback(
    (seconds: number) => {
      rememberOtpSent(seconds, now());
      setRemaining(resendRemainingSeconds(now()));
    },
    [now],
  );

  return { remaining, restart };
}

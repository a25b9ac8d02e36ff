import { useEffect, useState } from 'react';
import { secondsLeft } from '../utils/kyc-form-rules';

/**
 * Whole seconds until `untilMs` (the resend countdown), re-rendering once a second while it runs
 * and not at all once it is over.
 *
 * The clock reading is kept with the deadline it was read for: a new deadline (the status
 * refetched on a second visit, a code just sent) is measured against the clock of that render,
 * never against the reading of the first mount. Measured against that older reading, a deadline
 * a few milliseconds later (the refetch's own time when no code was ever asked for) read as
 * "Resend in 1 s" for good, since no timer runs for a deadline already past.
 */
export function useCountdown(untilMs: number | undefined): number {
  const [tick, setTick] = useState(() => ({ untilMs, now: Date.now() }));
  let now = tick.now;
  if (tick.untilMs !== untilMs) {
    now = Date.now();
    setTick({ untilMs, now });
  }
  useEffect(() => {
    if (untilMs === undefined || untilMs <= Date.now()) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setTick({ untilMs, now: at });
      if (at >= untilMs) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [untilMs]);
  return secondsLeft(untilMs, now);
}

import { useEffect, useState } from 'react';
import { secondsLeft } from '../utils/kyc-form-rules';

/**
 * Whole seconds until `untilMs` (the resend countdown), re-rendering once a second while it runs
 * and not at all once it is over.
 */
export function useCountdown(untilMs: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(untilMs, now);
  useEffect(() => {
    if (untilMs === undefined || untilMs <= Date.now()) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= untilMs) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [untilMs]);
  return left;
}

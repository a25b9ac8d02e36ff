import { dayOf, dayWindow } from '../settlement/settlement-day';

/**
 * When the next proof of liabilities is built (docs/rules.md "Proof of liabilities"): the trees
 * of a settlement day are built on the settlement worker's first pass after that day closes, so
 * the next one is built after the close of the day running at `now` (21:00 UTC+8). A balance held
 * then is in it.
 */
export function nextLiabilitiesBuildAfter(now: Date): Date {
  const running = dayWindow(dayOf(now));
  if (!running) throw new Error(`no settlement day at ${now.toISOString()}`);
  return running.end;
}

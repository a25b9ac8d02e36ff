import { dayWindow, lastClosedDay } from '@woohoo/shared/settlement/settlement-day';

/**
 * Our decision (docs/rules.md "Monitoring"): the day closes at 21:00 UTC+8 (SPEC 9) and its
 * settlement is overdue once it has not finished by 21:30 UTC+8.
 */
export const SETTLEMENT_GRACE_MS = 30 * 60_000;

/**
 * Whether the last closed day is still unsettled `SETTLEMENT_GRACE_MS` after it closed.
 * `lastSettled` is the newest settled day (settlement-service's lastSettledDay), none before the first.
 */
export function settlementOverdue(now: Date, lastSettled: string | undefined): boolean {
  const closed = lastClosedDay(now);
  const window = dayWindow(closed);
  if (!window || now.getTime() - window.end.getTime() < SETTLEMENT_GRACE_MS) return false;
  return lastSettled === undefined || lastSettled < closed;
}

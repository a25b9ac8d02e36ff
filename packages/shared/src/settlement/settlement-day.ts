import { GLOBAL_BONUS_SETTLE_HOUR, GLOBAL_BONUS_SETTLE_UTC_OFFSET_MIN } from '../constants';

/**
 * SPEC 9: a settlement day runs from 21:00 to 21:00 UTC+8 and is named by the date (at UTC+8) on
 * which it ends: day 2026-11-23 is [2026-11-22 21:00, 2026-11-23 21:00) UTC+8, that is
 * [2026-11-22T13:00Z, 2026-11-23T13:00Z).
 */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const BOUNDARY_OFFSET_MS = (GLOBAL_BONUS_SETTLE_HOUR * 60 - GLOBAL_BONUS_SETTLE_UTC_OFFSET_MIN) * 60_000;

export type DayWindow = { day: string; start: Date; end: Date };

/** The window of a day, or undefined for text that is not a real calendar date. */
export function dayWindow(day: string): DayWindow | undefined {
  if (!DAY_PATTERN.test(day)) return undefined;
  const midnight = Date.parse(`${day}T00:00:00.000Z`);
  if (Number.isNaN(midnight) || new Date(midnight).toISOString().slice(0, 10) !== day) return undefined;
  const end = new Date(midnight + BOUNDARY_OFFSET_MS);
  return { day, start: new Date(end.getTime() - DAY_MS), end };
}

/** The settlement day a moment belongs to. */
export function dayOf(at: Date): string {
  const shifted = at.getTime() - BOUNDARY_OFFSET_MS;
  // A moment at or after the boundary belongs to the next date's day.
  return new Date(Math.floor(shifted / DAY_MS) * DAY_MS + DAY_MS).toISOString().slice(0, 10);
}

/** The last day whose window has ended at `now`: what the scheduler settles. */
export function lastClosedDay(now: Date): string {
  return addDays(dayOf(now), -1);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);
}

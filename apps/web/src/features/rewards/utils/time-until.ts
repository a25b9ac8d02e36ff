/** Whole hours and minutes from `nowMs` until an ISO time; zero once it has passed or is not a date. */
export function timeUntil(iso: string, nowMs: number): { hours: number; minutes: number } {
  const target = Date.parse(iso);
  const totalMinutes = Number.isNaN(target) ? 0 : Math.max(0, Math.floor((target - nowMs) / 60_000));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

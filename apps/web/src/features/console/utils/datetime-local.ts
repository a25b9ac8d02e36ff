const HOUR_MS = 3_600_000;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A time as a `datetime-local` input's value in the operator's local time: 2026-06-01T13:00. */
export function toDateTimeLocal(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/**
 * A `datetime-local` value (local time, minutes or seconds) as the instant it names, or null for
 * anything else, including dates that do not exist (2026-02-30T10:00).
 */
export function parseDateTimeLocal(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? '0')) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  const sameFields =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hours &&
    date.getMinutes() === minutes;
  return sameFields ? date : null;
}

/** A `datetime-local` value as the ISO 8601 instant the API takes (UTC), or null when it is not one. */
export function dateTimeLocalToIso(text: string): string | null {
  return parseDateTimeLocal(text)?.toISOString() ?? null;
}

/** An API time (ISO 8601) as a `datetime-local` value, or '' when it is not a time. */
export function isoToDateTimeLocal(iso: string): string {
  const timeMs = Date.parse(iso);
  return Number.isNaN(timeMs) ? '' : toDateTimeLocal(new Date(timeMs));
}

/** The first whole hour (UTC, so also local in whole-hour zones) at or after `date`; a whole hour stays. */
export function ceilToHour(date: Date): Date {
  return new Date(Math.ceil(date.getTime() / HOUR_MS) * HOUR_MS);
}

/** A time in UTC as the console shows it beside the local one: 2026-06-01 05:00 UTC. */
export function formatUtcMinute(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

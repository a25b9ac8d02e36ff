import { JUST_NOW_THRESHOLD_SEC } from '@woohoo/shared/constants';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A local date-time as 2025-01-02 13:04:05: the same in every language, and it sorts as text. */
export function formatLocalDateTime(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/**
 * When a record happened: "just now" under 300 s (SPEC 9), else the local date-time. A time
 * slightly in the future (the server's clock ahead of the phone's) also reads "just now". Text
 * that is not a date is shown as it came.
 */
export function formatRecordTime(iso: string, nowMs: number, justNow: string): string {
  const timeMs = Date.parse(iso);
  if (Number.isNaN(timeMs)) return iso;
  const ageSec = (nowMs - timeMs) / 1000;
  if (ageSec < JUST_NOW_THRESHOLD_SEC && ageSec > -JUST_NOW_THRESHOLD_SEC) return justNow;
  return formatLocalDateTime(new Date(timeMs));
}

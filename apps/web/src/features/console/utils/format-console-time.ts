import { formatLocalDateTime } from '../../../lib/format/format-record-time';
import { formatUtcMinute } from './datetime-local';

/** An API time (ISO 8601) as the operator's local date-time, 2026-06-01 13:04:05; '—' for none. */
export function formatConsoleTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const timeMs = Date.parse(iso);
  return Number.isNaN(timeMs) ? iso : formatLocalDateTime(new Date(timeMs));
}

/** An instant the operator picked, as a confirmation shows it: local time, then UTC. */
export function formatConsoleInstant(date: Date): string {
  return `${formatConsoleTime(date.toISOString())} local · ${formatUtcMinute(date)}`;
}

import { formatLocalDateTime } from '../../../lib/format/format-record-time';

/** An API time (ISO 8601) as the operator's local date-time, 2026-06-01 13:04:05; '—' for none. */
export function formatConsoleTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const timeMs = Date.parse(iso);
  return Number.isNaN(timeMs) ? iso : formatLocalDateTime(new Date(timeMs));
}

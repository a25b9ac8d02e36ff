import { formatUtcMinute, toDateTimeLocal } from './datetime-local';

/**
 * A local time as 2026-06-01 13:04:05. The console is English only and keeps this sortable,
 * language-free form (the user pages write dates the interface language's way).
 */
export function formatSortableLocalTime(date: Date): string {
  return `${toDateTimeLocal(date).replace('T', ' ')}:${String(date.getSeconds()).padStart(2, '0')}`;
}

/** An API time (ISO 8601) as the operator's local date-time, 2026-06-01 13:04:05; '—' for none. */
export function formatConsoleTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const timeMs = Date.parse(iso);
  return Number.isNaN(timeMs) ? iso : formatSortableLocalTime(new Date(timeMs));
}

/** An instant the operator picked, as a confirmation shows it: local time, then UTC. */
export function formatConsoleInstant(date: Date): string {
  return `${formatConsoleTime(date.toISOString())} local · ${formatUtcMinute(date)}`;
}

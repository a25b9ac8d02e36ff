import { describe, expect, it } from 'vitest';
import { formatLocalDateTime } from '../../../lib/format/format-record-time';
import { formatConsoleInstant, formatConsoleTime } from './format-console-time';

describe('formatConsoleTime', () => {
  it('shows an API time in local time, a dash for none and an unreadable time as sent', () => {
    const iso = '2026-06-01T05:00:00.000Z';
    expect(formatConsoleTime(iso)).toBe(formatLocalDateTime(new Date(iso)));
    expect(formatConsoleTime(null)).toBe('—');
    expect(formatConsoleTime('soon')).toBe('soon');
  });
});

describe('formatConsoleInstant', () => {
  it('shows a picked instant in local time, then the same instant in UTC', () => {
    const date = new Date('2026-06-01T05:00:00.000Z');
    expect(formatConsoleInstant(date)).toBe(`${formatLocalDateTime(date)} local · 2026-06-01 05:00 UTC`);
  });
});

import { describe, expect, it } from 'vitest';
import { formatConsoleInstant, formatConsoleTime, formatSortableLocalTime } from './format-console-time';

describe('formatSortableLocalTime', () => {
  it('pads every part, whatever the interface language', () => {
    expect(formatSortableLocalTime(new Date(2025, 0, 2, 3, 4, 5))).toBe('2025-01-02 03:04:05');
  });
});

describe('formatConsoleTime', () => {
  it('shows an API time in local time, a dash for none and an unreadable time as sent', () => {
    const iso = '2026-06-01T05:00:00.000Z';
    expect(formatConsoleTime(iso)).toBe(formatSortableLocalTime(new Date(iso)));
    expect(formatConsoleTime(null)).toBe('—');
    expect(formatConsoleTime('soon')).toBe('soon');
  });
});

describe('formatConsoleInstant', () => {
  it('shows a picked instant in local time, then the same instant in UTC', () => {
    const date = new Date('2026-06-01T05:00:00.000Z');
    expect(formatConsoleInstant(date)).toBe(`${formatSortableLocalTime(date)} local · 2026-06-01 05:00 UTC`);
  });
});

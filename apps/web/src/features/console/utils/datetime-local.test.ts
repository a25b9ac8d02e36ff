import { describe, expect, it } from 'vitest';
import {
  ceilToHour,
  dateTimeLocalToIso,
  formatUtcMinute,
  isoToDateTimeLocal,
  parseDateTimeLocal,
  toDateTimeLocal,
} from './datetime-local';

describe('toDateTimeLocal and parseDateTimeLocal', () => {
  it('round-trips a local time to the minute', () => {
    const date = new Date(2026, 5, 1, 13, 5);
    expect(toDateTimeLocal(date)).toBe('2026-06-01T13:05');
    expect(parseDateTimeLocal('2026-06-01T13:05')?.getTime()).toBe(date.getTime());
    expect(parseDateTimeLocal('2026-06-01T13:05:30')?.getTime()).toBe(
      new Date(2026, 5, 1, 13, 5, 30).getTime(),
    );
  });
  it('refuses text that is not a datetime-local value or a date that does not exist', () => {
    expect(parseDateTimeLocal('')).toBeNull();
    expect(parseDateTimeLocal('2026-06-01')).toBeNull();
    expect(parseDateTimeLocal('2026-06-01 13:05')).toBeNull();
    expect(parseDateTimeLocal('2026-02-30T10:00')).toBeNull();
    expect(parseDateTimeLocal('2026-06-01T24:30')).toBeNull();
  });
});

describe('dateTimeLocalToIso and isoToDateTimeLocal', () => {
  it('converts between the input and the API instant', () => {
    const iso = new Date(2026, 5, 1, 8, 0).toISOString();
    expect(isoToDateTimeLocal(iso)).toBe('2026-06-01T08:00');
    expect(dateTimeLocalToIso('2026-06-01T08:00')).toBe(iso);
  });
  it('gives nothing for text that is not a time', () => {
    expect(dateTimeLocalToIso('soon')).toBeNull();
    expect(isoToDateTimeLocal('soon')).toBe('');
  });
});

describe('ceilToHour', () => {
  it('rounds up to the next whole hour and keeps a whole hour', () => {
    expect(ceilToHour(new Date('2026-06-01T10:00:00.001Z')).toISOString()).toBe('2026-06-01T11:00:00.000Z');
    expect(ceilToHour(new Date('2026-06-01T23:59:00.000Z')).toISOString()).toBe('2026-06-02T00:00:00.000Z');
    expect(ceilToHour(new Date('2026-06-01T10:00:00.000Z')).toISOString()).toBe('2026-06-01T10:00:00.000Z');
  });
});

describe('formatUtcMinute', () => {
  it('shows the instant in UTC to the minute', () => {
    expect(formatUtcMinute(new Date('2026-06-01T05:07:09.000Z'))).toBe('2026-06-01 05:07 UTC');
  });
});

import { describe, expect, it } from 'vitest';
import { formatCalendarDay } from './format-calendar-day';

describe('formatCalendarDay', () => {
  it('writes a settlement day the way the language writes dates', () => {
    expect(formatCalendarDay('2026-11-22', 'en-US')).toBe('Nov 22, 2026');
    expect(formatCalendarDay('2026-11-22', 'zh-CN')).toBe('2026年11月22日');
    expect(formatCalendarDay('2026-11-22', 'th-TH')).toBe('22 พ.ย. 2026');
  });
  it('keeps the day whatever the time zone: the first of the month stays the first', () => {
    expect(formatCalendarDay('2026-01-01', 'en-US')).toBe('Jan 1, 2026');
  });
  it('shows what is not a calendar day as it came', () => {
    expect(formatCalendarDay('2026-02-30', 'en-US')).toBe('2026-02-30');
    expect(formatCalendarDay('today', 'en-US')).toBe('today');
  });
});

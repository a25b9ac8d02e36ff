import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayOf, daysBetween, dayWindow, lastClosedDay } from './settlement-day';

const at = (iso: string) => new Date(iso);

describe('settlement day window: 21:00 to 21:00 UTC+8, named by the date it ends on', () => {
  it('day 2026-11-23 is [2026-11-22T13:00Z, 2026-11-23T13:00Z)', () => {
    expect(dayWindow('2026-11-23')).toEqual({
      day: '2026-11-23',
      start: at('2026-11-22T13:00:00.000Z'),
      end: at('2026-11-23T13:00:00.000Z'),
    });
  });

  it('a moment one millisecond before 21:00 UTC+8 belongs to the day ending then; 21:00 starts the next', () => {
    expect(dayOf(at('2026-11-23T12:59:59.999Z'))).toBe('2026-11-23');
    expect(dayOf(at('2026-11-23T13:00:00.000Z'))).toBe('2026-11-24');
    expect(dayOf(at('2026-11-22T13:00:00.000Z'))).toBe('2026-11-23');
    // Midnight UTC+8 (16:00Z the day before) is mid-window.
    expect(dayOf(at('2026-11-22T16:00:00.000Z'))).toBe('2026-11-23');
  });

  it('the last closed day is the one whose window ended at or before now', () => {
    expect(lastClosedDay(at('2026-11-23T13:00:00.000Z'))).toBe('2026-11-23');
    expect(lastClosedDay(at('2026-11-23T12:59:59.999Z'))).toBe('2026-11-22');
    expect(lastClosedDay(at('2027-01-01T00:00:00.000Z'))).toBe('2026-12-31');
  });

  it('text that is not a real calendar date has no window', () => {
    for (const text of [
      '2026-02-30',
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-01',
      'x',
      '',
      '2026-11-23T',
    ]) {
      expect(dayWindow(text), text).toBeUndefined();
    }
    expect(dayWindow('2028-02-29')?.end).toEqual(at('2028-02-29T13:00:00.000Z'));
  });

  it('the window of a day starting a month or a year starts on the previous month or year', () => {
    expect(dayWindow('2027-01-01')?.start).toEqual(at('2026-12-31T13:00:00.000Z'));
    expect(dayWindow('2026-03-01')?.start).toEqual(at('2026-02-28T13:00:00.000Z'));
  });
});

describe('day arithmetic across month and year ends', () => {
  it('adds and subtracts days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-11-23', 0)).toBe('2026-11-23');
    expect(addDays('2026-11-23', 365)).toBe('2027-11-23');
  });

  it('counts whole days, negative when the second day is earlier', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-03-01', '2026-02-28')).toBe(-366);
    expect(daysBetween('2026-11-23', '2026-11-23')).toBe(0);
  });
});

describe('day properties', () => {
  const instants = fc.date({
    min: at('1971-01-01T00:00:00.000Z'),
    max: at('2199-12-31T00:00:00.000Z'),
    noInvalidDate: true,
  });

  it('every instant lies in the window of its day', () => {
    fc.assert(
      fc.property(instants, (t) => {
        const window = dayWindow(dayOf(t));
        expect(window).toBeDefined();
        expect(window!.start.getTime()).toBeLessThanOrEqual(t.getTime());
        expect(t.getTime()).toBeLessThan(window!.end.getTime());
      }),
      { numRuns: 2000 },
    );
  });

  it('a window is exactly 24 hours, and the day after starts where it ends', () => {
    fc.assert(
      fc.property(instants, (t) => {
        const day = dayOf(t);
        const window = dayWindow(day)!;
        const next = dayWindow(addDays(day, 1))!;
        expect(window.end.getTime() - window.start.getTime()).toBe(86_400_000);
        expect(next.start).toEqual(window.end);
        expect(lastClosedDay(window.end)).toBe(day);
      }),
    );
  });

  it('daysBetween undoes addDays', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: -5000, max: 5000 }), (t, k) => {
        const day = dayOf(t);
        expect(daysBetween(day, addDays(day, k))).toBe(k);
      }),
    );
  });
});

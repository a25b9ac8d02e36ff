import { describe, expect, it } from 'vitest';
import { settlementOverdue } from './settlement-overdue';

// Day 2026-12-07 closes at 2026-12-07 21:00 UTC+8 = 13:00Z (SPEC 9); overdue from 13:30Z.
describe('settlementOverdue', () => {
  it('is not overdue before 21:30 UTC+8, whatever is settled', () => {
    expect(settlementOverdue(new Date('2026-12-07T13:29:59Z'), '2026-12-06')).toBe(false);
    expect(settlementOverdue(new Date('2026-12-07T13:00:00Z'), undefined)).toBe(false);
  });

  it('is overdue from 21:30 UTC+8 while the day that closed at 21:00 is unsettled', () => {
    expect(settlementOverdue(new Date('2026-12-07T13:30:00Z'), '2026-12-06')).toBe(true);
    expect(settlementOverdue(new Date('2026-12-08T12:59:00Z'), '2026-12-06')).toBe(true);
    expect(settlementOverdue(new Date('2026-12-07T14:00:00Z'), undefined)).toBe(true);
  });

  it('is not overdue once that day is settled', () => {
    expect(settlementOverdue(new Date('2026-12-07T13:30:00Z'), '2026-12-07')).toBe(false);
    expect(settlementOverdue(new Date('2026-12-08T02:00:00Z'), '2026-12-07')).toBe(false);
  });
});

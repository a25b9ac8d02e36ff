import { describe, expect, it } from 'vitest';
import { cutToDisplay, formatAmount } from './format-amount';

const ONE = 10n ** 18n;

describe('formatAmount: one rule for every amount on every page', () => {
  it('groups thousands and drops trailing zeros', () => {
    expect(formatAmount(0n)).toBe('0');
    expect(formatAmount(1_234_567n * ONE)).toBe('1,234,567');
    expect(formatAmount(ONE + ONE / 2n)).toBe('1.5');
  });
  it('never rounds up: 1,060.4999 stays 1,060.4999', () => {
    expect(formatAmount(1_060_499_900_000_000_000_000n)).toBe('1,060.4999');
    expect(formatAmount(1_999_999_999_999_999_999n)).toBe('1.999999');
  });
  it('shows six decimals, enough for a fee on a small amount', () => {
    expect(formatAmount(1_234_567_890_000_000_000n)).toBe('1.234567');
    expect(formatAmount(10n ** 12n)).toBe('0.000001');
  });
  it('never shows dust as 0', () => {
    expect(formatAmount(1n)).toBe('<0.000001');
    expect(formatAmount(-1n, { signed: true })).toBe('-<0.000001');
  });
  it('signs changes when asked', () => {
    expect(formatAmount(12n * ONE, { signed: true })).toBe('+12');
    expect(formatAmount(-3n * ONE, { signed: true })).toBe('-3');
    expect(formatAmount(-3n * ONE)).toBe('-3');
  });
  it('supports other decimals and ungrouped output', () => {
    expect(formatAmount(123_456_789n, { decimals: 6, displayDecimals: 2 })).toBe('123.45');
    expect(formatAmount(1_000n, { decimals: 0 })).toBe('1,000');
    expect(formatAmount(1_000n * ONE, { grouped: false })).toBe('1000');
  });
  it('stays exact beyond the range of a float', () => {
    expect(formatAmount(123_456_789_012_345_678_901_234_567n)).toBe('123,456,789.012345');
  });
});

describe('cutToDisplay', () => {
  it('drops what is below the last shown decimal', () => {
    expect(cutToDisplay(ONE + 123n)).toBe(ONE);
    expect(cutToDisplay(5n)).toBe(0n);
  });
});

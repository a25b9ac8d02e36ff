import { describe, expect, it } from 'vitest';
import { formatTokenAmount } from './format-token-amount';

const ONE = 10n ** 18n;

describe('formatTokenAmount (the shared rule, as pages call it)', () => {
  it('formats, groups and cuts at six decimals', () => {
    expect(formatTokenAmount(520n * ONE, 18)).toBe('520');
    expect(formatTokenAmount(1_060_499_900_000_000_000_000n, 18)).toBe('1,060.4999');
    expect(formatTokenAmount(1_999_999_999_999_999_999n, 18)).toBe('1.999999');
  });
  it('shows dust as <0.000001, not 0', () => {
    expect(formatTokenAmount(1n, 18)).toBe('<0.000001');
  });
  it('supports other decimals', () => {
    expect(formatTokenAmount(123_456_789n, 6)).toBe('123.456789');
    expect(formatTokenAmount(5n, 0)).toBe('5');
  });
  it('writes the amount the way the language writes numbers', () => {
    const amount = 10_520n * ONE + 1234n * 10n ** 14n;
    expect(formatTokenAmount(amount, 18, 'en-US')).toBe('10,520.1234');
    expect(formatTokenAmount(amount, 18, 'vi-VN')).toBe('10.520,1234');
    expect(formatTokenAmount(amount, 18, 'fa-IR')).toBe('\u206610,520.1234\u2069');
    expect(formatTokenAmount(1n, 18, 'es-ES')).toBe('<0,000001');
  });
  it('keeps every digit of a 36-digit amount', () => {
    const whole = 987_654_321_098_765_432_109_876_543_210_123n;
    expect(formatTokenAmount(whole * ONE + 123_456_789_000_000_000n, 18, 'en-US')).toBe(
      '987,654,321,098,765,432,109,876,543,210,123.123456',
    );
    expect(formatTokenAmount(whole * ONE, 18, 'id-ID')).toBe('987.654.321.098.765.432.109.876.543.210.123');
  });
});

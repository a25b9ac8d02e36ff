import { describe, expect, it } from 'vitest';
import { formatTokenAmount } from './format-token-amount';

const ONE = 10n ** 18n;

describe('formatTokenAmount', () => {
  it('formats whole tokens without decimals', () => {
    expect(formatTokenAmount(0n, 18)).toBe('0');
    expect(formatTokenAmount(520n * ONE, 18)).toBe('520');
  });
  it('groups thousands', () => {
    expect(formatTokenAmount(1_234_567n * ONE, 18)).toBe('1,234,567');
    expect(formatTokenAmount(1000n * ONE, 18)).toBe('1,000');
  });
  it('keeps at most four decimals and cuts instead of rounding', () => {
    expect(formatTokenAmount(1_999_999_999_999_999_999n, 18)).toBe('1.9999');
    expect(formatTokenAmount(123_450_000_000_000_000n, 18)).toBe('0.1234');
  });
  it('drops trailing zeros', () => {
    expect(formatTokenAmount(1_500_000_000_000_000_000n, 18)).toBe('1.5');
  });
  it('shows dust below the precision as 0', () => {
    expect(formatTokenAmount(1n, 18)).toBe('0');
  });
  it('supports other decimals and precision', () => {
    expect(formatTokenAmount(123_456_789n, 6, 2)).toBe('123.45');
    expect(formatTokenAmount(5n, 0)).toBe('5');
  });
  it('handles negative amounts', () => {
    expect(formatTokenAmount(-1_500_000_000_000_000_000n, 18)).toBe('-1.5');
    expect(formatTokenAmount(-1n, 18)).toBe('0');
  });
  it('stays exact beyond the range of a float', () => {
    expect(formatTokenAmount(123_456_789_012_345_678_901_234_567n, 18)).toBe('123,456,789.0123');
  });
});

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
});

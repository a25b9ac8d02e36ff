import { describe, expect, it } from 'vitest';
import { formatSignedAmount, parseSignedWei } from './format-signed-amount';

const ONE = 10n ** 18n;

describe('formatSignedAmount', () => {
  it('puts a plus on money in and a minus on money out', () => {
    expect(formatSignedAmount(12n * ONE + ONE / 2n, 18)).toBe('+12.5');
    expect(formatSignedAmount(-3n * ONE, 18)).toBe('-3');
  });
  it('groups thousands and cuts to six decimals', () => {
    expect(formatSignedAmount(-(1234n * ONE + 1234567n * 10n ** 11n), 18)).toBe('-1,234.123456');
  });
  it('writes zero without a sign, and dust as less than the last decimal', () => {
    expect(formatSignedAmount(0n, 18)).toBe('0');
    expect(formatSignedAmount(1n, 18)).toBe('+<0.000001');
  });
  it("keeps the sign in front of the language's own grouping", () => {
    expect(formatSignedAmount(-(1234n * ONE + ONE / 2n), 18, 'ru-RU')).toBe('-1\u00a0234,5');
  });
});

describe('parseSignedWei', () => {
  it('reads signed decimal strings', () => {
    expect(parseSignedWei('-1000')).toBe(-1000n);
    expect(parseSignedWei('+5')).toBe(5n);
    expect(parseSignedWei('42')).toBe(42n);
  });
  it('gives zero for anything else', () => {
    expect(parseSignedWei('1.5')).toBe(0n);
    expect(parseSignedWei('')).toBe(0n);
  });
});

describe('formatSignedAmount in Persian', () => {
  it('keeps the minus in front of the figure inside right-to-left text', () => {
    expect(formatSignedAmount(-3n * ONE, 18, 'fa-IR')).toBe('\u2066-3\u2069');
  });
});

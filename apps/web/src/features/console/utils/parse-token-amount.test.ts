import { describe, expect, it } from 'vitest';
import { parseTokenAmount } from './parse-token-amount';

const ONE = 10n ** 18n;

describe('parseTokenAmount', () => {
  it('converts whole tokens to the smallest unit exactly', () => {
    expect(parseTokenAmount('1499.5')).toEqual({ ok: true, amountWei: 1499n * ONE + ONE / 2n });
    expect(parseTokenAmount(' 0.000000000000000001 ')).toEqual({ ok: true, amountWei: 1n });
  });
  it('refuses a sign, zero, extra decimals and text that is not a number', () => {
    expect(parseTokenAmount('-3')).toEqual({ ok: false, problem: 'negative' });
    expect(parseTokenAmount('+3')).toEqual({ ok: false, problem: 'negative' });
    expect(parseTokenAmount('0')).toEqual({ ok: false, problem: 'zero' });
    expect(parseTokenAmount('1.0000000000000000001')).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(parseTokenAmount('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseTokenAmount('1e3')).toEqual({ ok: false, problem: 'invalid' });
  });
});

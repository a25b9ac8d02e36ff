import { describe, expect, it } from 'vitest';
import { parseSignedAmount } from './parse-signed-amount';

const ONE = 10n ** 18n;

describe('parseSignedAmount', () => {
  it('converts whole tokens to the smallest unit exactly', () => {
    expect(parseSignedAmount('12.5')).toEqual({ ok: true, amountWei: 12n * ONE + ONE / 2n });
    expect(parseSignedAmount('0.1')).toEqual({ ok: true, amountWei: 100_000_000_000_000_000n });
    expect(parseSignedAmount('123456789.123456789123456789')).toEqual({
      ok: true,
      amountWei: 123_456_789_123_456_789_123_456_789n,
    });
  });
  it('keeps the sign: a minus debits, a plus or nothing credits', () => {
    expect(parseSignedAmount('-3')).toEqual({ ok: true, amountWei: -3n * ONE });
    expect(parseSignedAmount('+3')).toEqual({ ok: true, amountWei: 3n * ONE });
    expect(parseSignedAmount(' -0.000000000000000001 ')).toEqual({ ok: true, amountWei: -1n });
  });
  it('accepts the shapes the shared input filter tidies: leading zeros, a trailing dot', () => {
    expect(parseSignedAmount('007')).toEqual({ ok: true, amountWei: 7n * ONE });
    expect(parseSignedAmount('5.')).toEqual({ ok: true, amountWei: 5n * ONE });
    expect(parseSignedAmount('-00.5')).toEqual({ ok: true, amountWei: -ONE / 2n });
  });
  it('refuses more decimals than the asset has instead of cutting them', () => {
    expect(parseSignedAmount('1.0000000000000000001')).toEqual({ ok: false, problem: 'tooManyDecimals' });
  });
  it('refuses empty, zero and text that is not a number', () => {
    expect(parseSignedAmount('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseSignedAmount('-')).toEqual({ ok: false, problem: 'empty' });
    expect(parseSignedAmount('-0.00')).toEqual({ ok: false, problem: 'zero' });
    expect(parseSignedAmount('1e18')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseSignedAmount('1.2.3')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseSignedAmount('--1')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseSignedAmount('.')).toEqual({ ok: false, problem: 'invalid' });
    // The shared filter would read ".5" as 5: a bare fraction is refused, not multiplied by ten.
    expect(parseSignedAmount('-.5')).toEqual({ ok: false, problem: 'invalid' });
  });
});

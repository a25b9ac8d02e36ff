import { describe, expect, it } from 'vitest';
import { amountToInput, parseAmountInput, parseWei } from './parse-amount';

describe('parseAmountInput', () => {
  it('parses whole and decimal amounts into the smallest unit', () => {
    expect(parseAmountInput('12')).toBe(12_000_000_000_000_000_000n);
    expect(parseAmountInput('0.5')).toBe(500_000_000_000_000_000n);
    expect(parseAmountInput('1.')).toBe(1_000_000_000_000_000_000n);
  });
  it('keeps the 18th decimal exact', () => {
    expect(parseAmountInput('0.000000000000000001')).toBe(1n);
  });
  it('gives undefined for text that is not an amount yet', () => {
    for (const text of ['', '.', 'abc', '1.2.3', '-1', '1e5'])
      expect(parseAmountInput(text), text).toBeUndefined();
  });
  it('refuses more decimals than the token has', () => {
    expect(parseAmountInput('0.0000000000000000001')).toBeUndefined();
    expect(parseAmountInput('1.25', 1)).toBeUndefined();
  });
});

describe('amountToInput', () => {
  it('writes the shown decimals without grouping, so Max fills what the balance shows', () => {
    expect(amountToInput(1_234_567_890_000_000_000_001n)).toBe('1234.56789');
    expect(amountToInput(10n ** 18n)).toBe('1');
  });
  it('never writes a negative amount', () => {
    expect(amountToInput(-5n)).toBe('0');
  });
});

describe('parseWei', () => {
  it('reads decimal strings of the smallest unit exactly', () => {
    expect(parseWei('10000000000000000000')).toBe(10n ** 19n);
    expect(parseWei('0')).toBe(0n);
  });
  it('gives zero for anything malformed or missing', () => {
    for (const value of ['', '-1', '1.5', 'abc', null, undefined])
      expect(parseWei(value), String(value)).toBe(0n);
  });
});

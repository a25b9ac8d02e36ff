import { describe, expect, it } from 'vitest';
import { filterAmountInput } from './amount-input';

describe('filterAmountInput', () => {
  it('strips minus signs', () => {
    expect(filterAmountInput('-12')).toBe('12');
    expect(filterAmountInput('1-2')).toBe('12');
  });
  it('strips a leading zero before a digit but keeps "0."', () => {
    expect(filterAmountInput('012')).toBe('12');
    expect(filterAmountInput('0009')).toBe('9');
    expect(filterAmountInput('0.5')).toBe('0.5');
    expect(filterAmountInput('0')).toBe('0');
  });
  it('reads a leading dot as "0." instead of dropping it, so ".5" is half and never five', () => {
    expect(filterAmountInput('.5')).toBe('0.5');
    expect(filterAmountInput('.')).toBe('0.');
    expect(filterAmountInput('..5')).toBe('0.5');
    expect(filterAmountInput('.123', 2)).toBe('0.12');
    expect(filterAmountInput('.5', 0)).toBe('0');
  });
  it('keeps only digits and the first dot', () => {
    expect(filterAmountInput('1a2.3.4')).toBe('12.34');
    expect(filterAmountInput('1e5')).toBe('15');
    expect(filterAmountInput(' 1 000 ')).toBe('1000');
  });
  it('limits the decimals', () => {
    expect(filterAmountInput('1.123456', 2)).toBe('1.12');
    expect(filterAmountInput('1.5', 0)).toBe('1');
    expect(filterAmountInput('1.', 2)).toBe('1.');
  });
  it('returns an empty string for nothing usable', () => {
    expect(filterAmountInput('abc')).toBe('');
    expect(filterAmountInput('')).toBe('');
  });
});

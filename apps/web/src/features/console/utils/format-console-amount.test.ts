import { describe, expect, it } from 'vitest';
import {
  formatConsoleAmount,
  formatExactConsoleAmount,
  withdrawalReceivedWei,
} from './format-console-amount';

const ONE = 10n ** 18n;

describe('formatConsoleAmount', () => {
  it('formats smallest-unit strings with the app rule, signed or not', () => {
    expect(formatConsoleAmount((1499n * ONE + ONE / 2n).toString(), 'USDT')).toBe('1,499.5 USDT');
    expect(formatConsoleAmount((-3n * ONE).toString())).toBe('-3');
    expect(formatConsoleAmount('0', 'BHC')).toBe('0 BHC');
  });
});

describe('withdrawalReceivedWei', () => {
  it('is the amount less the fee', () => {
    expect(withdrawalReceivedWei((100n * ONE).toString(), ONE.toString())).toBe(99n * ONE);
  });
});

describe('formatExactConsoleAmount', () => {
  it('keeps every decimal, so a confirmation shows what will be stored', () => {
    expect(formatExactConsoleAmount(1499n * ONE + 1n, 'USDT')).toBe('1499.000000000000000001 USDT');
    expect(formatExactConsoleAmount((25n * ONE).toString(), 'BHC')).toBe('25 BHC');
  });
});

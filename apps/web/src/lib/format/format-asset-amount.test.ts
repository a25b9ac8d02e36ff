import { describe, expect, it } from 'vitest';
import { formatAssetAmount } from './format-asset-amount';

const ONE = 10n ** 18n;

describe('formatAssetAmount', () => {
  it('puts the asset after the grouped amount', () => {
    expect(formatAssetAmount(1500n * ONE, 'USDT')).toBe('1,500 USDT');
  });
  it('keeps up to six decimals and cuts the rest', () => {
    expect(formatAssetAmount(1_234_567_890_000_000_000n, 'USDB')).toBe('1.234567 USDB');
  });
  it('drops trailing zeros and shows dust below the precision as <0.000001', () => {
    expect(formatAssetAmount(ONE / 2n, 'USDT')).toBe('0.5 USDT');
    expect(formatAssetAmount(1n, 'USDT')).toBe('<0.000001 USDT');
  });
  it('groups in the language asked for', () => {
    expect(formatAssetAmount(12_500n * ONE + ONE / 4n, 'USDT', 'id-ID')).toBe('12.500,25 USDT');
  });
});

describe('formatAssetAmount in Persian', () => {
  it('keeps the amount and its unit together, left to right', () => {
    expect(formatAssetAmount(1500n * ONE, 'USDT', 'fa-IR')).toBe('\u20661,500 USDT\u2069');
  });
});

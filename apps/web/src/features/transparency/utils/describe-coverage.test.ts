import { describe, expect, it } from 'vitest';
import { describeCoverage } from './describe-coverage';

const usdt = (whole: bigint) => (whole * 10n ** 18n).toString();

describe('describeCoverage', () => {
  it('is covered when the treasury holds at least what users hold, with the ratio', () => {
    expect(describeCoverage(usdt(1000n), usdt(1250n))).toEqual({ state: 'covered', ratioBps: 12_500n });
    expect(describeCoverage(usdt(1000n), usdt(1000n))).toEqual({ state: 'covered', ratioBps: 10_000n });
  });

  it('is not covered when the treasury holds less, the ratio rounded down', () => {
    expect(describeCoverage('3', '2')).toEqual({ state: 'notCovered', ratioBps: 6666n });
  });

  it('has no ratio when users hold nothing', () => {
    expect(describeCoverage('0', usdt(5n))).toEqual({ state: 'covered', ratioBps: undefined });
  });

  it('is unknown without an on-chain balance', () => {
    expect(describeCoverage(usdt(1n), null)).toEqual({ state: 'unknown' });
  });
});

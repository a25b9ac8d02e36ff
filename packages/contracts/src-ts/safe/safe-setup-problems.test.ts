import { ANVIL_ACCOUNTS } from '@woohoo/shared/dev-accounts';
import type { Address } from 'viem';
import { zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { type SafeSetup, safeSetupProblems } from './safe-setup-problems';

const [A, B, C] = ANVIL_ACCOUNTS;

function makeSetup(overrides: Partial<SafeSetup> = {}): SafeSetup {
  return { owners: [A, B, C], threshold: 2, ...overrides };
}

describe('safeSetupProblems', () => {
  it('accepts distinct owners and a threshold between 1 and their number', () => {
    expect(safeSetupProblems(makeSetup())).toEqual([]);
    expect(safeSetupProblems(makeSetup({ threshold: 3 }))).toEqual([]);
    expect(safeSetupProblems(makeSetup({ owners: [A], threshold: 1 }))).toEqual([]);
  });

  it('refuses a threshold of 0, a fraction, or above the number of owners', () => {
    expect(safeSetupProblems(makeSetup({ threshold: 0 }))).toEqual([
      'the threshold must be a whole number of at least 1 (got 0)',
    ]);
    expect(safeSetupProblems(makeSetup({ threshold: 1.5 }))).toHaveLength(1);
    expect(safeSetupProblems(makeSetup({ threshold: 4 }))).toEqual([
      'the threshold 4 is above the number of owners (3)',
    ]);
  });

  it('refuses no owners', () => {
    expect(safeSetupProblems(makeSetup({ owners: [], threshold: 1 }))).toEqual([
      'a Safe needs at least one owner',
      'the threshold 1 is above the number of owners (0)',
    ]);
  });

  it('refuses an owner listed twice, whatever its letter case', () => {
    const lower = A.toLowerCase() as Address;
    expect(safeSetupProblems(makeSetup({ owners: [A, B, lower] }))).toEqual([
      `owner ${lower} is listed twice`,
    ]);
  });

  it('refuses the zero and sentinel addresses and what is not an address', () => {
    const sentinel: Address = '0x0000000000000000000000000000000000000001';
    const notAddress = '0x1234' as Address;
    expect(safeSetupProblems(makeSetup({ owners: [A, zeroAddress, sentinel, notAddress] }))).toEqual([
      `owner ${zeroAddress} is not allowed`,
      `owner ${sentinel} is not allowed`,
      `owner ${notAddress} is not an address`,
    ]);
  });
});

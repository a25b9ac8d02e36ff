import { describe, expect, it } from 'vitest';
import type { AssetTotals } from '../ledger/ledger-repository';
import { type AssetCheckInput, checkAsset } from './transparency-rules';

const T = 10n ** 18n;
const totals = (overrides: Partial<AssetTotals> = {}): AssetTotals => ({
  asset: 'USDT',
  accountsSum: '0',
  entriesSum: '0',
  mismatchedAccounts: '0',
  negativeUserAccounts: '0',
  liabilities: (90n * T).toString(),
  ...overrides,
});
const makeInput = (overrides: Partial<AssetCheckInput> = {}): AssetCheckInput => ({
  asset: 'USDT',
  totals: totals(),
  platformAccounts: [
    { name: 'chain', balanceWei: -100n * T },
    { name: 'fees', balanceWei: 10n * T },
  ],
  inflowWei: 120n * T,
  outflowWei: 20n * T,
  holdingsWei: 150n * T,
  ...overrides,
});

describe('checkAsset', () => {
  it('finds nothing wrong with books that hold', () => {
    expect(checkAsset(makeInput())).toEqual([]);
  });

  it('names a ledger that does not sum to zero, disagrees with its entries or overdraws a user', () => {
    const problems = checkAsset(
      makeInput({
        totals: totals({ accountsSum: T.toString(), mismatchedAccounts: '2', negativeUserAccounts: '1' }),
      }),
    );
    expect(problems).toEqual([
      'accounts sum to 1, not 0',
      '2 accounts disagree with their entries',
      '1 user accounts are below zero',
    ]);
  });

  it('refuses a platform account that is not catalogued', () => {
    const problems = checkAsset(
      makeInput({ platformAccounts: [...makeInput().platformAccounts, { name: 'mystery', balanceWei: 0n }] }),
    );
    expect(problems).toEqual(['platform account "mystery" is not in the catalogue']);
  });

  it('compares the external accounts with the chain records', () => {
    expect(checkAsset(makeInput({ outflowWei: 25n * T }))).toEqual([
      "the ledger's chain position (100) differs from the chain records (95)",
    ]);
  });

  it('says when the treasury holds less on chain than came in', () => {
    expect(checkAsset(makeInput({ holdingsWei: 99n * T }))).toEqual([
      'the treasury holds 99 on chain, less than the 100 that came in',
    ]);
    expect(checkAsset(makeInput({ holdingsWei: null }))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { AssetTotals } from '../ledger/ledger-repository';
import { type AssetCheckInput, assessCoverage, checkAsset } from './transparency-rules';

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

describe('assessCoverage', () => {
  it('covers what users are owed when the treasury holds at least as much, with the surplus', () => {
    expect(assessCoverage('USDT', 'onChain', 90n * T, 150n * T)).toEqual({
      coverage: 'covered',
      shortfallWei: 0n,
      surplusWei: 60n * T,
      problem: undefined,
    });
    expect(assessCoverage('USDT', 'onChain', 90n * T, 90n * T)).toMatchObject({
      coverage: 'covered',
      surplusWei: 0n,
    });
  });

  it('names a shortfall with its figure, what is owed and what is held', () => {
    // The figures of an operator's +5,000 USDT adjustment with no deposit behind it.
    const owed = 12_407_800_000_000_000_000_000n;
    const held = 7_992n * T;
    const result = assessCoverage('USDT', 'onChain', owed, held);
    expect(result).toMatchObject({ coverage: 'shortfall', shortfallWei: owed - held, surplusWei: null });
    expect(result.problem).toBe(
      'shortfall of 4415.8 USDT: users are owed 12407.8 USDT and the treasury holds 7992 USDT on chain',
    );
  });

  it('calls coverage unknown a problem only while users hold the asset', () => {
    const unknown = assessCoverage('BHC', 'onChain', 3n * T, null);
    expect(unknown).toMatchObject({ coverage: 'unknown', shortfallWei: null, surplusWei: null });
    expect(unknown.problem).toBe(
      "coverage unknown: users are owed 3 BHC and the treasury's balance on chain could not be read",
    );
    expect(assessCoverage('BHC', 'onChain', 0n, null)).toMatchObject({
      coverage: 'unknown',
      problem: undefined,
    });
  });

  it('labels an asset not backed on chain by design, whatever the chain holds', () => {
    for (const [asset, backing] of [
      ['USDB', 'internalCredit'],
      ['WOOHOO', 'lockedUntilTokenGeneration'],
    ] as const) {
      expect(assessCoverage(asset, backing, 1_000n * T, 0n)).toEqual({
        coverage: 'notBacked',
        shortfallWei: null,
        surplusWei: null,
        problem: undefined,
      });
    }
  });
});

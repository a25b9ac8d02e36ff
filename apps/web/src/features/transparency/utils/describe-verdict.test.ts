import type { TransparencyReport } from '@woohoo/shared/api/money';
import { describe, expect, it } from 'vitest';
import { assetVerdicts, coveredShareBps, otherProblems } from './describe-verdict';

type AssetReport = TransparencyReport['assets'][number];
const T = 10n ** 18n;
const wei = (whole: bigint) => (whole * T).toString();

const asset = (overrides: Partial<AssetReport>): AssetReport => ({
  asset: 'USDT',
  backing: 'onChain',
  coverage: 'covered',
  liabilities: wei(1000n),
  shortfall: '0',
  surplus: wei(200n),
  feesCollected: '0',
  salesRevenue: '0',
  reserves: '0',
  expensesPaid: '0',
  platformAccounts: [],
  onChainInflow: wei(1200n),
  onChainOutflow: '0',
  onChainHoldings: wei(1200n),
  invariantHolds: true,
  problems: [],
  ...overrides,
});
const report = (assets: AssetReport[], problems: string[] = []): TransparencyReport => ({
  generatedAt: '2026-11-27T00:00:00.000Z',
  healthy: problems.length === 0,
  problems,
  assets,
});

describe('assetVerdicts', () => {
  it('finds nothing wrong with covered assets and assets not backed on chain', () => {
    expect(
      assetVerdicts(
        report([asset({}), asset({ asset: 'USDB', backing: 'internalCredit', coverage: 'notBacked' })]),
      ),
    ).toEqual([]);
  });

  it('names a shortfall with its figures, an unknown coverage of a held asset and broken books', () => {
    const found = assetVerdicts(
      report([
        asset({ coverage: 'shortfall', shortfall: wei(300n), surplus: null, onChainHoldings: wei(700n) }),
        asset({
          asset: 'BHC',
          coverage: 'unknown',
          liabilities: wei(3n),
          onChainHoldings: null,
          shortfall: null,
        }),
        asset({
          asset: 'BNB',
          coverage: 'unknown',
          liabilities: '0',
          onChainHoldings: null,
          shortfall: null,
        }),
        asset({ asset: 'USDB', backing: 'internalCredit', coverage: 'notBacked', invariantHolds: false }),
      ]),
    );
    expect(found).toEqual([
      { kind: 'shortfall', asset: 'USDT', shortfallWei: 300n * T, owedWei: 1000n * T, holdingsWei: 700n * T },
      { kind: 'unknown', asset: 'BHC', owedWei: 3n * T },
      { kind: 'ledger', asset: 'USDB' },
    ]);
  });
});

describe('otherProblems', () => {
  it("keeps the problems no asset's fields explain", () => {
    const r = report(
      [asset({})],
      ['payout worker halted: the chain is behind', 'USDT: shortfall of 3 USDT: users are owed 5 USDT'],
    );
    expect(otherProblems(r)).toEqual(['payout worker halted: the chain is behind']);
  });
});

describe('coveredShareBps', () => {
  it('is the share held while short, rounded down, and nothing once covered', () => {
    expect(
      coveredShareBps(
        asset({ coverage: 'shortfall', liabilities: '3', onChainHoldings: '2', shortfall: '1' }),
      ),
    ).toBe(6666n);
    // 10,000 BNB of gas money against 0.7 BNB of rewards: covered, no percentage at all.
    expect(
      coveredShareBps(
        asset({ asset: 'BNB', liabilities: ((7n * T) / 10n).toString(), onChainHoldings: wei(10_000n) }),
      ),
    ).toBeUndefined();
    expect(coveredShareBps(asset({ coverage: 'unknown', onChainHoldings: null }))).toBeUndefined();
  });
});

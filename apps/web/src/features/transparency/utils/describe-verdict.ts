import type { TransparencyReport } from '@woohoo/shared/api/money';
import type { Asset } from '@woohoo/shared/assets';
import { parseWei } from '../../../lib/money/parse-amount';

type AssetReport = TransparencyReport['assets'][number];

const FULL_BPS = 10_000n;

/** One thing wrong with an asset, in figures the page words in the reader's language. */
export type AssetVerdict =
  | { kind: 'shortfall'; asset: Asset; shortfallWei: bigint; owedWei: bigint; holdingsWei: bigint }
  | { kind: 'unknown'; asset: Asset; owedWei: bigint }
  | { kind: 'ledger'; asset: Asset };

/**
 * What is wrong with each asset, from the report's fields rather than its English problem lines,
 * so the verdict reads in any language: a shortfall or an unknown coverage of an asset users hold
 * (docs/rules.md "What backs each asset"), and books that do not hold.
 */
export function assetVerdicts(report: TransparencyReport): AssetVerdict[] {
  return report.assets.flatMap((a): AssetVerdict[] => {
    const owedWei = parseWei(a.liabilities);
    const found: AssetVerdict[] = [];
    if (!a.invariantHolds) found.push({ kind: 'ledger', asset: a.asset });
    if (a.coverage === 'shortfall' && a.onChainHoldings !== null) {
      found.push({
        kind: 'shortfall',
        asset: a.asset,
        shortfallWei: parseWei(a.shortfall ?? '0'),
        owedWei,
        holdingsWei: parseWei(a.onChainHoldings),
      });
    }
    if (a.coverage === 'unknown' && owedWei > 0n) found.push({ kind: 'unknown', asset: a.asset, owedWei });
    return found;
  });
}

/**
 * The problems of the report that no asset's fields explain (a halted worker, a payout that left
 * the chain): shown as the server words them.
 */
export function otherProblems(report: TransparencyReport): string[] {
  const prefixes = report.assets.map((a) => `${a.asset}: `);
  return report.problems.filter((p) => !prefixes.some((prefix) => p.startsWith(prefix)));
}

/**
 * The share of what users are owed that the treasury holds, in basis points rounded down, only
 * while it is short: a covered asset has no percentage, so none is ever above 100% (a treasury
 * holding its gas money in BNB would read as thousands of percent of a few rewards).
 */
export function coveredShareBps(asset: AssetReport): bigint | undefined {
  if (asset.coverage !== 'shortfall' || asset.onChainHoldings === null) return undefined;
  const owed = parseWei(asset.liabilities);
  if (owed === 0n) return undefined;
  return (parseWei(asset.onChainHoldings) * FULL_BPS) / owed;
}

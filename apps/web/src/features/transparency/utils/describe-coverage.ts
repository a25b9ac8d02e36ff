import { parseWei } from '../../../lib/money/parse-amount';

const FULL_BPS = 10_000n;

export type Coverage =
  /** The treasury's on-chain balance is at least what users hold. */
  | { state: 'covered'; ratioBps: bigint | undefined }
  | { state: 'notCovered'; ratioBps: bigint }
  /** No on-chain balance was reported for this asset: nothing to compare. */
  | { state: 'unknown' };

/**
 * Whether what users hold (`liabilitiesWei`) is covered by the treasury's on-chain holdings, and
 * the holdings as a share of the liabilities in basis points (rounded down, integers only). With
 * nothing owed there is no ratio, and any holdings cover it.
 */
export function describeCoverage(liabilitiesWei: string, onChainHoldingsWei: string | null): Coverage {
  if (onChainHoldingsWei === null) return { state: 'unknown' };
  const liabilities = parseWei(liabilitiesWei);
  const holdings = parseWei(onChainHoldingsWei);
  const ratioBps = liabilities === 0n ? undefined : (holdings * FULL_BPS) / liabilities;
  if (holdings >= liabilities) return { state: 'covered', ratioBps };
  return { state: 'notCovered', ratioBps: ratioBps ?? 0n };
}

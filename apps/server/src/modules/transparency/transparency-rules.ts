import { ASSET_DECIMALS, type Asset, type Backing } from '@woohoo/shared/assets';
import { isPlatformAccount, PLATFORM_ACCOUNTS } from '@woohoo/shared/platform-accounts';
import { formatUnits } from 'viem';
import type { AssetTotals } from '../ledger/ledger-service';

export type AssetCheckInput = {
  asset: Asset;
  totals: AssetTotals | undefined;
  platformAccounts: readonly { name: string; balanceWei: bigint }[];
  inflowWei: bigint;
  outflowWei: bigint;
  holdingsWei: bigint | null;
};

/**
 * The ledger alone, for one asset: every account together sums to zero, every account equals the
 * sum of its own entries, and no user account is below zero. The workers check this after each
 * batch; the transparency report adds the chain records.
 */
export function checkLedgerTotals(t: AssetTotals): string[] {
  const problems: string[] = [];
  const tokens = formatUnits(BigInt(t.accountsSum), ASSET_DECIMALS[t.asset]);
  if (BigInt(t.accountsSum) !== 0n) problems.push(`accounts sum to ${tokens}, not 0`);
  if (t.mismatchedAccounts !== '0')
    problems.push(`${t.mismatchedAccounts} accounts disagree with their entries`);
  if (t.negativeUserAccounts !== '0') problems.push(`${t.negativeUserAccounts} user accounts are below zero`);
  return problems;
}

/**
 * The books of one asset, in words: an empty list when they hold. Pure, so each rule is tested
 * without a database:
 * - every account together sums to zero (money is only moved, never made or lost);
 * - every account equals the sum of its own entries, and no user account is below zero;
 * - every platform account is catalogued with a role;
 * - the accounts with the `external` role equal the chain records: -(external) = inflow - outflow;
 * - the treasury holds on chain at least what the records say stayed in.
 */
export function checkAsset(input: AssetCheckInput): string[] {
  const problems: string[] = [];
  const tokens = (wei: bigint | string) => formatUnits(BigInt(wei), ASSET_DECIMALS[input.asset]);
  if (input.totals) problems.push(...checkLedgerTotals(input.totals));
  let external = 0n;
  for (const account of input.platformAccounts) {
    if (!isPlatformAccount(account.name)) {
      problems.push(`platform account "${account.name}" is not in the catalogue`);
    } else if (PLATFORM_ACCOUNTS[account.name].role === 'external') {
      external += account.balanceWei;
    }
  }
  const netInflow = input.inflowWei - input.outflowWei;
  if (-external !== netInflow) {
    problems.push(
      `the ledger's chain position (${tokens(-external)}) differs from the chain records (${tokens(netInflow)})`,
    );
  }
  if (input.holdingsWei !== null && input.holdingsWei < netInflow) {
    problems.push(
      `the treasury holds ${tokens(input.holdingsWei)} on chain, less than the ${tokens(netInflow)} that came in`,
    );
  }
  return problems;
}

export type Coverage = {
  coverage: 'covered' | 'shortfall' | 'unknown' | 'notBacked';
  /** What users are owed beyond the holdings: 0 when covered, null when not known. */
  shortfallWei: bigint | null;
  /** What the holdings exceed it by: null when not known or short. */
  surplusWei: bigint | null;
  /** The verdict in words when it is a problem: it names the shortfall or the unknown, and the figure. */
  problem: string | undefined;
};

/**
 * Whether the treasury's on-chain holdings cover what users are owed (docs/rules.md "What backs
 * each asset"). An asset backed on chain is covered when the treasury holds at least the users'
 * balances; holding less is a shortfall, and a balance that could not be read while users hold the
 * asset is unknown: both are problems that turn the report red. An asset not backed on chain by
 * design is reported as such, neither a pass nor a failure.
 */
export function assessCoverage(
  asset: Asset,
  backing: Backing,
  owedWei: bigint,
  holdingsWei: bigint | null,
): Coverage {
  const tokens = (wei: bigint) => `${formatUnits(wei, ASSET_DECIMALS[asset])} ${asset}`;
  if (backing !== 'onChain') {
    return { coverage: 'notBacked', shortfallWei: null, surplusWei: null, problem: undefined };
  }
  if (holdingsWei === null) {
    return {
      coverage: 'unknown',
      shortfallWei: null,
      surplusWei: null,
      problem:
        owedWei > 0n
          ? `coverage unknown: users are owed ${tokens(owedWei)} and the treasury's balance on chain could not be read`
          : undefined,
    };
  }
  if (holdingsWei >= owedWei) {
    return { coverage: 'covered', shortfallWei: 0n, surplusWei: holdingsWei - owedWei, problem: undefined };
  }
  const shortfallWei = owedWei - holdingsWei;
  return {
    coverage: 'shortfall',
    shortfallWei,
    surplusWei: null,
    problem: `shortfall of ${tokens(shortfallWei)}: users are owed ${tokens(owedWei)} and the treasury holds ${tokens(holdingsWei)} on chain`,
  };
}

import type { Asset } from '@woohoo/shared/assets';
import type { Queryable } from '../../db/db';
import { checkLedgerTotals } from '../transparency/transparency-rules';
import {
  type AccountCheckRow,
  selectAccountsById,
  selectAccountsOfTransfers,
  selectBrokenAccounts,
} from './ledger-invariant-repository';
import { type AssetTotals, selectAssetTotals } from './ledger-repository';

/**
 * The DESIGN "Money" invariant, returned rather than logged so that its caller decides what a
 * breach stops (the payout worker halts on one, docs/rules.md "Payouts halt on a broken ledger").
 */

/**
 * One broken rule. `entries`: an account's balance row differs from the sum of its entries
 * (`expected` the entries, `found` the row); `nonNegative`: a user account below zero;
 * `sum`: an asset's accounts do not sum to zero (`account` is then "every account").
 */
export type LedgerBreach = {
  rule: 'entries' | 'nonNegative' | 'sum';
  asset: Asset;
  /** `u:<user>/<bucket>` or `sys:<code>/<bucket>#<shard>`; "every account" for `sum`. */
  account: string;
  /** The account's id (undefined for `sum`), so a halt can re-check exactly what broke. */
  accountId: string | undefined;
  userId: string | null;
  expected: string;
  found: string;
};

/** The breaches among these accounts (pure): balance against entries, and no user below zero. */
export function findAccountBreaches(rows: readonly AccountCheckRow[]): LedgerBreach[] {
  return rows.flatMap((row): LedgerBreach[] => {
    const account = `${row.owner}/${row.bucket}${row.user_id === null ? `#${row.shard}` : ''}`;
    const base = { asset: row.asset, account, accountId: row.id, userId: row.user_id, found: row.balance };
    const breaches: LedgerBreach[] = [];
    if (BigInt(row.balance) !== BigInt(row.entries))
      breaches.push({ ...base, rule: 'entries', expected: row.entries });
    if (row.user_id !== null && BigInt(row.balance) < 0n)
      breaches.push({ ...base, rule: 'nonNegative', expected: '0' });
    return breaches;
  });
}

/** Per asset, the accounts summing to something other than zero (pure). */
export function findSumBreaches(totals: readonly AssetTotals[]): LedgerBreach[] {
  return totals
    .filter((t) => BigInt(t.accountsSum) !== 0n)
    .map((t) => ({
      rule: 'sum',
      asset: t.asset,
      account: 'every account',
      accountId: undefined,
      userId: null,
      expected: '0',
      found: t.accountsSum,
    }));
}

/** A breach in words, for a log line and a halt's reason. */
export function describeBreach(breach: LedgerBreach): string {
  const what = {
    entries: 'its entries sum to',
    nonNegative: 'a user account must hold at least',
    sum: 'they must sum to',
  };
  return `${breach.asset} ${breach.account} holds ${breach.found} wei where ${what[breach.rule]} ${breach.expected}`;
}

/** The per-asset totals in words (the full check of workers and tests): an empty list when they hold. */
export function findLedgerBreaches(totals: readonly AssetTotals[]): string[] {
  return totals.flatMap((t) => checkLedgerTotals(t).map((problem) => `${t.asset}: ${problem}`));
}

/** The breaches among the accounts the transfers with these idempotency keys moved: a batch's check. */
export async function checkTransfersAccounts(
  db: Queryable,
  keys: readonly string[],
): Promise<LedgerBreach[]> {
  if (keys.length === 0) return [];
  return findAccountBreaches(await selectAccountsOfTransfers(db, keys));
}

/** The breaches still present among these accounts: a halt re-checks what broke. */
export async function checkAccounts(db: Queryable, accountIds: readonly string[]): Promise<LedgerBreach[]> {
  if (accountIds.length === 0) return [];
  return findAccountBreaches(await selectAccountsById(db, accountIds));
}

/** Our decision: the full check names at most this many broken accounts (one is enough to halt). */
const BROKEN_ACCOUNTS_NAMED = 20;

/** The whole ledger: every broken account (up to a limit) and every asset that does not sum to zero. */
export async function checkLedgerInvariant(db: Queryable): Promise<LedgerBreach[]> {
  const accounts = findAccountBreaches(await selectBrokenAccounts(db, BROKEN_ACCOUNTS_NAMED));
  return [...accounts, ...findSumBreaches(await selectAssetTotals(db))];
}

import { ASSETS, type Asset, type Bucket, WITHDRAW_ASSETS } from '@woohoo/shared/assets';
import { type PlatformAccount, platformShard } from '@woohoo/shared/platform-accounts';

/**
 * The platform's own accounts, as catalogued in `@woohoo/shared/platform-accounts` with their
 * roles. They mirror the outside world and may go below zero.
 */
export type SystemAccount = PlatformAccount;

export type AccountRef = { userId: string; bucket: Bucket } | { system: SystemAccount };

export type Posting = { account: AccountRef; asset: Asset; deltaWei: bigint };

/**
 * The accounts a user gets at registration: the available balance of every asset and the
 * withdrawal hold of each withdrawable one, so the money operations users run most only update
 * existing rows under load (row locks, no insert races). Other buckets open on first use.
 */
export const REGISTRATION_ACCOUNTS: readonly (readonly [Asset, Bucket])[] = [
  ...ASSETS.map((asset) => [asset, 'available'] as const),
  ...WITHDRAW_ASSETS.map((asset) => [asset, 'withdraw_hold'] as const),
];

/** The owner key of an account row: 'u:<id>' or 'sys:<code>'. */
export function accountOwner(account: AccountRef): string {
  return 'userId' in account ? `u:${account.userId}` : `sys:${account.system}`;
}

export function accountBucket(account: AccountRef): Bucket {
  return 'userId' in account ? account.bucket : 'available';
}

/** The row of the account a transfer of record `refId` posts to: a user's one row, or a platform account's shard. */
export function accountShard(account: AccountRef, refId: string): number {
  return 'userId' in account ? 0 : platformShard(account.system, refId);
}

/**
 * A transfer is balanced: for every asset its postings sum to zero, so money is neither made
 * nor lost, only moved. Zero postings are refused as noise.
 */
export function checkBalanced(postings: readonly Posting[]): void {
  if (postings.length < 2) throw new Error('a ledger transfer needs at least two postings');
  const sums = new Map<Asset, bigint>();
  for (const posting of postings) {
    if (posting.deltaWei === 0n) throw new Error('a ledger posting must move a non-zero amount');
    sums.set(posting.asset, (sums.get(posting.asset) ?? 0n) + posting.deltaWei);
  }
  for (const [asset, sum] of sums) {
    if (sum !== 0n) throw new Error(`ledger transfer does not balance for ${asset}: off by ${sum}`);
  }
}

/** Merges postings to the same account and asset, so each row is updated once per transfer. */
export function mergePostings(postings: readonly Posting[]): Posting[] {
  const merged = new Map<string, Posting>();
  for (const posting of postings) {
    const key = `${accountOwner(posting.account)}|${accountBucket(posting.account)}|${posting.asset}`;
    const prior = merged.get(key);
    merged.set(key, prior ? { ...prior, deltaWei: prior.deltaWei + posting.deltaWei } : posting);
  }
  return [...merged.values()].filter((p) => p.deltaWei !== 0n);
}

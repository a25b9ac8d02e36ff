import type { Asset } from '@woohoo/shared/assets';
import { type LedgerKind, refTypeOf } from '@woohoo/shared/ledger-kinds';
import type { PlatformAccount } from '@woohoo/shared/platform-accounts';
import type { Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import {
  type AccountKey,
  applyDeltas,
  type BatchEntry,
  createAccounts,
  creditAccounts,
  insertEntries,
  insertTransfers,
  lockAccounts,
} from './ledger-batch-repository';
import {
  type AssetTotals,
  type BalanceRow,
  type HistoryRow,
  openUserAccounts,
  selectAssetTotals,
  selectAvailable,
  selectInflow,
  selectPlatformBalances,
  selectUserBalances,
  selectUserHistory,
} from './ledger-repository';
import {
  accountBucket,
  accountOwner,
  accountShard,
  checkBalanced,
  mergePostings,
  type Posting,
} from './ledger-rules';

export type { AssetTotals, BalanceRow, HistoryRow };

/**
 * Opens a new user's accounts at registration (every available account, every withdrawal hold),
 * so the money operations users run most only update existing rows under load.
 */
export { openUserAccounts };

/** A user's available balance of one asset (0 for an account not opened yet): what a quote checks. */
export function availableBalance(db: Queryable, userId: string, asset: Asset): Promise<bigint> {
  return selectAvailable(db, userId, asset);
}

/** Every account a user holds: asset, bucket and balance. */
export function userBalances(db: Queryable, userId: string): Promise<BalanceRow[]> {
  return selectUserBalances(db, userId);
}

/** A page of a user's history in one asset, one row per ledger transfer, newest first. */
export function userHistory(
  db: Queryable,
  userId: string,
  asset: Asset,
  limit: number,
  offset: number,
): Promise<{ rows: HistoryRow[]; total: number }> {
  return selectUserHistory(db, userId, asset, limit, offset);
}

/** The books per asset: sums, mismatches, negative user accounts, liabilities (the invariant check). */
export function assetTotals(db: Queryable): Promise<AssetTotals[]> {
  return selectAssetTotals(db);
}

/** Every platform account's balance per asset, by its catalogue name. */
export function platformBalances(db: Queryable): Promise<{ name: string; asset: Asset; balance: string }[]> {
  return selectPlatformBalances(db);
}

export type LedgerTransfer = {
  /** Unique per operation: a repeat with the same key changes nothing. */
  idempotencyKey: string;
  /** What caused it: a kind of the shared catalogue (`@woohoo/shared/ledger-kinds`). */
  kind: LedgerKind;
  /** The id of the record it belongs to; the record type comes from the kind's catalogue entry. */
  refId: string;
  postings: readonly Posting[];
};

const CHECK_VIOLATION = '23514';

/** The stored reference of a transfer: `<record type>:<id>`, e.g. `withdraw:42`. */
export function ledgerRef(kind: LedgerKind, refId: string): string {
  return `${refTypeOf(kind)}:${refId}`;
}

/**
 * Posts one balanced transfer inside the caller's transaction: the header with its idempotency
 * key, then every posting to its account balance and as an append-only entry. Accounts are
 * locked and updated in id order so concurrent transfers cannot deadlock. A user balance that
 * would go below zero aborts the whole transaction with `insufficientBalance`.
 *
 * Returns `replayed: true`, having changed nothing, when the key was posted before.
 *
 * It is a batch of one: three statements (header, accounts, entries) whatever its postings,
 * where posting them one by one took four a posting; every user write runs through here.
 */
export async function postTransfer(tx: Queryable, transfer: LedgerTransfer): Promise<{ replayed: boolean }> {
  const { replayed } = await postTransfers(tx, [transfer]);
  return { replayed: replayed === 1 };
}

/**
 * Posts a batch of balanced transfers inside the caller's transaction, set-based: at most six
 * statements whatever the batch's size (one when every key was posted before). The headers go
 * in first with their idempotency keys; only the transfers whose header is new are posted, the
 * others are replays that change nothing. Then every account is updated once by the sum of its
 * postings (a platform account such as the fees row too, however many transfers touch it), or
 * created holding it, with the existing rows locked once for the batch in id order (so batches
 * cannot deadlock on accounts), and the entries are appended: `postNet` when the batch takes
 * from no user or is one transfer, `postReplayed` otherwise.
 *
 * The effect is that of posting the transfers one by one in the given order: a user balance that
 * would go below zero at any point of that sequence, not only at its end, aborts with
 * `insufficientBalance`, and the caller's transaction then rolls back the whole batch.
 * An idempotency key used twice in one batch is a programming error.
 */
export async function postTransfers(
  tx: Queryable,
  transfers: readonly LedgerTransfer[],
): Promise<{ posted: number; replayed: number }> {
  if (transfers.length === 0) return { posted: 0, replayed: 0 };
  const keys = new Set<string>();
  const prepared = transfers.map((transfer) => {
    checkBalanced(transfer.postings);
    if (keys.has(transfer.idempotencyKey)) {
      throw new Error(`ledger batch holds idempotency key ${transfer.idempotencyKey} twice`);
    }
    keys.add(transfer.idempotencyKey);
    return { transfer, postings: mergePostings(transfer.postings) };
  });

  const transferIds = await insertTransfers(
    tx,
    transfers.map((t) => ({ key: t.idempotencyKey, kind: t.kind, ref: ledgerRef(t.kind, t.refId) })),
  );
  const posted = prepared.filter(({ transfer }) => transferIds.has(transfer.idempotencyKey));
  const result = { posted: posted.length, replayed: transfers.length - posted.length };

  const keyOf = (posting: Posting, refId: string) =>
    accountKey({
      owner: accountOwner(posting.account),
      asset: posting.asset,
      bucket: accountBucket(posting.account),
      shard: accountShard(posting.account, refId),
    });
  const accounts = new Map<string, AccountKey & { openingWei: bigint }>();
  for (const { transfer, postings } of posted) {
    for (const posting of postings) {
      const { account, asset, deltaWei } = posting;
      const key = keyOf(posting, transfer.refId);
      const known = accounts.get(key);
      if (known) known.openingWei += deltaWei;
      else {
        const userId = 'userId' in account ? account.userId : null;
        accounts.set(key, {
          owner: accountOwner(account),
          userId,
          asset,
          bucket: accountBucket(account),
          shard: accountShard(account, transfer.refId),
          openingWei: deltaWei,
        });
      }
    }
  }
  // Every key was posted before, or every new transfer's postings cancelled out.
  if (accounts.size === 0) return result;

  const takesFromUsers = posted.some(({ postings }) =>
    postings.some((p) => 'userId' in p.account && p.deltaWei < 0n),
  );
  const batch = { posted, transferIds, keyOf };
  // One transfer changes each of its accounts once (its postings are merged), so the CHECK on
  // the final balance is the whole replay.
  if (takesFromUsers && posted.length > 1) await postReplayed(tx, batch, accounts);
  else await postNet(tx, batch, accounts);
  return result;
}

const accountKey = (a: { owner: string; asset: string; bucket: string; shard: number }) =>
  `${a.owner}|${a.asset}|${a.bucket}|${a.shard}`;

/** A batch's new transfers, their header ids by key, and the account key of a posting. */
type PreparedBatch = {
  posted: readonly { transfer: LedgerTransfer; postings: readonly Posting[] }[];
  transferIds: ReadonlyMap<string, string>;
  keyOf: (posting: Posting, refId: string) => string;
};

type NewAccount = AccountKey & { openingWei: bigint };

/**
 * The entries of the batch in posting order: transfer by transfer, each transfer's postings in
 * account id order (the order their rows are locked in). `visit` sees each one as it is placed.
 */
function batchEntries(
  batch: PreparedBatch,
  idOf: (key: string) => string | undefined,
  visit?: (accountId: string, posting: Posting) => void,
): BatchEntry[] {
  const entries: BatchEntry[] = [];
  for (const { transfer, postings } of batch.posted) {
    const transferId = batch.transferIds.get(transfer.idempotencyKey)!;
    const resolved = postings.map((posting) => {
      const key = batch.keyOf(posting, transfer.refId);
      const accountId = idOf(key);
      if (accountId === undefined) throw new Error(`ledger account ${key} missing after insert`);
      return { accountId, posting, order: BigInt(accountId) };
    });
    resolved.sort((a, b) => (a.order < b.order ? -1 : 1));
    for (const { accountId, posting } of resolved) {
      visit?.(accountId, posting);
      entries.push({ transferId, accountId, asset: posting.asset, deltaWei: posting.deltaWei });
    }
  }
  return entries;
}

/**
 * A batch that needs no replay: one that takes from no user (the settlement's rewards: a platform
 * account debited, users credited) cannot take a user below zero, and one transfer changes each
 * account once, so the CHECK constraint on the result refuses what would go below zero. The
 * accounts that exist get their net change in one statement, locked in id order, and the others
 * are created holding it; one created meanwhile by another transaction is changed on the next
 * pass. A user account that does not exist holds nothing, so a debit from it is refused at once.
 */
async function postNet(
  tx: Queryable,
  batch: PreparedBatch,
  accounts: ReadonlyMap<string, NewAccount>,
): Promise<void> {
  const ids = new Map<string, string>();
  let pending = [...accounts];
  for (let pass = 0; pending.length > 0; pass++) {
    if (pass === 3) throw new Error('ledger accounts neither found nor created');
    const changed = await withBalanceCheck(() =>
      creditAccounts(
        tx,
        pending.map(([, account]) => ({ ...account, deltaWei: account.openingWei })),
      ),
    );
    for (const row of changed) ids.set(accountKey(row), row.id);
    const missing = pending.filter(([key]) => !ids.has(key));
    if (missing.length === 0) break;
    if (missing.some(([, a]) => a.userId !== null && a.openingWei < 0n)) {
      throw new AppError('insufficientBalance');
    }
    for (const row of await createAccounts(
      tx,
      missing.map(([, account]) => account),
    )) {
      ids.set(accountKey(row), row.id);
    }
    pending = missing.filter(([key]) => !ids.has(key));
  }
  await insertEntries(
    tx,
    batchEntries(batch, (key) => ids.get(key)),
  );
}

/**
 * A batch that takes from users: the new accounts are created holding the batch's net change,
 * those that existed are resolved and locked in id order, and the batch is replayed on their
 * balances so that a user balance going below zero at any point refuses it, as one-by-one
 * posting would; then each existing account is updated once and the entries appended.
 */
async function postReplayed(
  tx: Queryable,
  batch: PreparedBatch,
  accounts: ReadonlyMap<string, NewAccount>,
): Promise<void> {
  // PostgreSQL checks a row's CHECK constraints before it looks for a conflict, so an account
  // that exists must not be offered with a user balance below zero: a new one that would go
  // below zero is caught by the replay below instead.
  const offered = [...accounts.values()].map((a) =>
    a.userId !== null && a.openingWei < 0n ? { ...a, openingWei: 0n } : a,
  );
  const created = await createAccounts(tx, offered);
  const createdIds = new Set(created.map((a) => a.id));
  const rows = new Map(created.map((a) => [accountKey(a), { ...a, balance: '0' }]));
  const existing = [...accounts].filter(([key]) => !rows.has(key)).map(([, account]) => account);
  if (existing.length > 0) {
    for (const a of await lockAccounts(tx, existing)) rows.set(accountKey(a), a);
  }
  const byId = new Map([...rows.values()].map((a) => [a.id, a]));

  // The rows are locked or new: replay the batch on their balances, in order (a new account
  // starts at zero).
  const running = new Map<string, bigint>();
  const entries = batchEntries(
    batch,
    (key) => rows.get(key)?.id,
    (accountId, posting) => {
      const account = byId.get(accountId)!;
      const balance = (running.get(accountId) ?? BigInt(account.balance)) + posting.deltaWei;
      if (account.isUser && balance < 0n) throw new AppError('insufficientBalance');
      running.set(accountId, balance);
    },
  );
  const updates = entries.filter((entry) => !createdIds.has(entry.accountId));
  if (updates.length > 0) await withBalanceCheck(() => applyDeltas(tx, updates));
  await insertEntries(tx, entries);
}

/** Runs a statement that may break the user balance CHECK, which means insufficient balance. */
async function withBalanceCheck<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if ((error as { code?: string }).code === CHECK_VIOLATION) throw new AppError('insufficientBalance');
    throw error;
  }
}

/**
 * What a platform account took in, in one asset, from `from` to `to` (its credits; debits are not
 * subtracted): the day's fees the settlement shares out.
 */
export function platformInflow(
  db: Queryable,
  account: PlatformAccount,
  asset: Asset,
  window: { from: Date; to: Date },
): Promise<bigint> {
  return selectInflow(db, accountOwner({ system: account }), asset, window);
}

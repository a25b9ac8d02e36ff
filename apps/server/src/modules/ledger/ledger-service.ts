import { type LedgerKind, refTypeOf } from '@woohoo/shared/ledger-kinds';
import type { Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import {
  type AccountKey,
  applyDeltas,
  type BatchEntry,
  ensureAccounts,
  insertEntries,
  insertTransfers,
  lockAccounts,
} from './ledger-batch-repository';
import { applyDelta, ensureAccount, insertTransfer } from './ledger-repository';
import { accountBucket, accountOwner, checkBalanced, mergePostings, type Posting } from './ledger-rules';

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
 * updated in id order so concurrent transfers cannot deadlock. A user balance that would go
 * below zero aborts the whole transaction with `insufficientBalance`.
 *
 * Returns `replayed: true`, having changed nothing, when the key was posted before.
 */
export async function postTransfer(tx: Queryable, transfer: LedgerTransfer): Promise<{ replayed: boolean }> {
  checkBalanced(transfer.postings);
  const transferId = await insertTransfer(
    tx,
    transfer.idempotencyKey,
    transfer.kind,
    ledgerRef(transfer.kind, transfer.refId),
  );
  if (!transferId) return { replayed: true };
  const resolved = [];
  for (const posting of mergePostings(transfer.postings)) {
    const userId = 'userId' in posting.account ? posting.account.userId : null;
    const accountId = await ensureAccount(
      tx,
      accountOwner(posting.account),
      userId,
      posting.asset,
      accountBucket(posting.account),
    );
    resolved.push({ accountId, posting });
  }
  resolved.sort((a, b) => (BigInt(a.accountId) < BigInt(b.accountId) ? -1 : 1));
  try {
    for (const { accountId, posting } of resolved) {
      await applyDelta(tx, transferId, accountId, posting.asset, posting.deltaWei);
    }
  } catch (error) {
    if ((error as { code?: string }).code === CHECK_VIOLATION) throw new AppError('insufficientBalance');
    throw error;
  }
  return { replayed: false };
}

/**
 * Posts a batch of balanced transfers inside the caller's transaction, set-based: six statements
 * whatever the batch's size (one when every key was posted before), where `postTransfer` runs one
 * plus four a posting (nine for a two-posting transfer). The headers go in first with their
 * idempotency keys; only the transfers
 * whose header is new are posted, the others are replays that change nothing. Then the accounts
 * are created where new, resolved and locked once for the batch in id order (as `postTransfer`
 * locks them, so the two cannot deadlock on accounts), every account's balance is updated once
 * by the sum of its postings (a platform account such as the fees row too, however many
 * transfers touch it), and the entries are appended.
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

  const accountKey = (owner: string, asset: string, bucket: string) => `${owner}|${asset}|${bucket}`;
  const accounts = new Map<string, AccountKey>();
  for (const { postings } of posted) {
    for (const { account, asset } of postings) {
      const owner = accountOwner(account);
      const bucket = accountBucket(account);
      const userId = 'userId' in account ? account.userId : null;
      accounts.set(accountKey(owner, asset, bucket), { owner, userId, asset, bucket });
    }
  }
  // Every key was posted before, or every new transfer's postings cancelled out.
  if (accounts.size === 0) return result;

  await ensureAccounts(tx, [...accounts.values()]);
  const locked = new Map(
    (await lockAccounts(tx, [...accounts.values()])).map((a) => [accountKey(a.owner, a.asset, a.bucket), a]),
  );

  // The rows are locked: replay the batch on their balances, in order, as one-by-one posting would.
  const running = new Map<string, bigint>();
  const entries: BatchEntry[] = [];
  for (const { transfer, postings } of posted) {
    const transferId = transferIds.get(transfer.idempotencyKey)!;
    const resolved = postings.map((posting) => {
      const key = accountKey(accountOwner(posting.account), posting.asset, accountBucket(posting.account));
      const account = locked.get(key);
      if (!account) throw new Error(`ledger account ${key} missing after insert`);
      return { account, posting };
    });
    resolved.sort((a, b) => (BigInt(a.account.id) < BigInt(b.account.id) ? -1 : 1));
    for (const { account, posting } of resolved) {
      const balance = (running.get(account.id) ?? BigInt(account.balance)) + posting.deltaWei;
      if (account.isUser && balance < 0n) throw new AppError('insufficientBalance');
      running.set(account.id, balance);
      entries.push({ transferId, accountId: account.id, asset: posting.asset, deltaWei: posting.deltaWei });
    }
  }

  try {
    await applyDeltas(tx, entries);
  } catch (error) {
    if ((error as { code?: string }).code === CHECK_VIOLATION) throw new AppError('insufficientBalance');
    throw error;
  }
  await insertEntries(tx, entries);
  return result;
}

import { type LedgerKind, refTypeOf } from '@woohoo/shared/ledger-kinds';
import type { Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
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

import type { Asset } from '@woohoo/shared/assets';
import type { Hash, Hex } from 'viem';
import type { Queryable } from '../../db/db';

/**
 * The payouts of approved withdrawals (DESIGN "Money"): each is signed with its nonce and stored
 * before it is broadcast, then followed on chain by the payout worker (chain/payout-worker.ts).
 */

/** A signed payout as stored: what is rebroadcast, never signed again. */
export type PayoutRow = { withdrawal_id: string; tx_hash: Hash; signed_tx: Hex; nonce: string };
/** A paid payout still watched until it is final. */
export type PaidPayout = {
  withdrawal_id: string;
  tx_hash: Hash;
  status: 'confirmed' | 'vanished';
  block_number: string | null;
};
/** An approved withdrawal without a payout yet. */
export type NewWithdrawal = { id: string; asset: Asset; amount: string; fee: string; to_address: string };
export type PayoutStatus = 'confirmed' | 'failed' | 'vanished';

/** The payout's status, its row locked for this transaction. */
export async function selectPayoutStatusForUpdate(
  tx: Queryable,
  withdrawalId: string,
): Promise<string | undefined> {
  const [row] = await tx.query<{ status: string }>(
    'SELECT status FROM payouts WHERE withdrawal_id = $1 FOR UPDATE',
    [withdrawalId],
  );
  return row?.status;
}

export async function insertSignedPayout(
  tx: Queryable,
  payout: { withdrawalId: string; chainId: number; from: string; nonce: number; signedTx: Hex; txHash: Hash },
): Promise<void> {
  await tx.query(
    `INSERT INTO payouts (withdrawal_id, chain_id, from_address, nonce, signed_tx, tx_hash, status)
     VALUES ($1, $2, $3, $4, $5, $6, 'signed')`,
    [payout.withdrawalId, payout.chainId, payout.from, payout.nonce, payout.signedTx, payout.txHash],
  );
  await insertPayoutTransaction(tx, payout.withdrawalId, payout.txHash, payout.signedTx);
}

function insertPayoutTransaction(tx: Queryable, withdrawalId: string, txHash: Hash, signedTx: Hex) {
  return tx.query('INSERT INTO payout_transactions (tx_hash, withdrawal_id, signed_tx) VALUES ($1, $2, $3)', [
    txHash,
    withdrawalId,
    signedTx,
  ]);
}

/** A transaction signed for a payout's nonce, with its age by the database's clock. */
export type PayoutTransaction = { tx_hash: Hash; signed_tx: Hex; age_ms: number };

/** Every transaction signed for this payout's nonce, oldest first (docs/rules.md "Payout gas"). */
export function selectPayoutTransactions(db: Queryable, withdrawalId: string): Promise<PayoutTransaction[]> {
  return db.query<PayoutTransaction>(
    `SELECT tx_hash, signed_tx, (extract(epoch FROM now() - created_at) * 1000)::float8 AS age_ms
       FROM payout_transactions WHERE withdrawal_id = $1 ORDER BY created_at, tx_hash`,
    [withdrawalId],
  );
}

/**
 * Records a replacement (same nonce, higher price) as the payout's current transaction, if the
 * payout is still signed and `replacedHash` is still its current one; false when another worker
 * replaced or settled it first.
 */
export async function replacePayoutTransaction(
  tx: Queryable,
  withdrawalId: string,
  replacedHash: Hash,
  next: { txHash: Hash; signedTx: Hex },
): Promise<boolean> {
  const updated = await tx.query(
    `UPDATE payouts SET tx_hash = $3, signed_tx = $4, updated_at = now()
      WHERE withdrawal_id = $1 AND tx_hash = $2 AND status = 'signed' RETURNING withdrawal_id`,
    [withdrawalId, replacedHash, next.txHash, next.signedTx],
  );
  if (updated.length === 0) return false;
  await insertPayoutTransaction(tx, withdrawalId, next.txHash, next.signedTx);
  return true;
}

/** Makes the transaction that was mined the payout's own, whichever of its nonce's it was. */
export async function setMinedPayoutTransaction(
  tx: Queryable,
  withdrawalId: string,
  txHash: Hash,
): Promise<void> {
  await tx.query(
    `UPDATE payouts p SET tx_hash = t.tx_hash, signed_tx = t.signed_tx, updated_at = now()
       FROM payout_transactions t
      WHERE p.withdrawal_id = $1 AND t.withdrawal_id = p.withdrawal_id AND t.tx_hash = $2 AND p.tx_hash <> $2`,
    [withdrawalId, txHash],
  );
}

/** Paid payouts not yet final, oldest first: they are watched until they are. */
export function selectUnfinalPayouts(
  db: Queryable,
  chainId: number,
  from: string,
  limit: number,
): Promise<PaidPayout[]> {
  return db.query<PaidPayout>(
    `SELECT withdrawal_id::text AS withdrawal_id, tx_hash, status, block_number::text AS block_number FROM payouts
      WHERE status IN ('confirmed', 'vanished') AND final_at IS NULL AND chain_id = $1 AND from_address = $2
      ORDER BY nonce LIMIT $3`,
    [chainId, from, limit],
  );
}

export async function markPayoutFinal(
  db: Queryable,
  id: string,
  blockNumber: bigint | undefined,
): Promise<void> {
  await db.query(
    `UPDATE payouts SET status = 'confirmed', block_number = $2::bigint, final_at = now(), updated_at = now()
      WHERE withdrawal_id = $1`,
    [id, blockNumber?.toString() ?? null],
  );
}

export function selectSignedPayouts(db: Queryable, chainId: number, from: string): Promise<PayoutRow[]> {
  return db.query<PayoutRow>(
    `SELECT withdrawal_id::text AS withdrawal_id, tx_hash, signed_tx, nonce::text AS nonce FROM payouts
      WHERE status = 'signed' AND chain_id = $1 AND from_address = $2 ORDER BY nonce`,
    [chainId, from],
  );
}

/**
 * Approved withdrawals without a payout, oldest first; a failed payout keeps its row and is skipped.
 * Those already waiting for funds come after the rest (docs/rules.md "Treasury limits": smaller
 * payouts the treasury can cover go on), so a batch full of waiting payouts never holds back newer
 * ones; they are tried again, oldest first, as soon as a batch has room.
 */
export function selectUnpaidApproved(db: Queryable, limit: number): Promise<NewWithdrawal[]> {
  return db.query<NewWithdrawal>(
    `SELECT w.id::text AS id, w.asset, w.amount::text AS amount, w.fee::text AS fee, w.to_address FROM withdrawals w
      WHERE w.status = 'approved' AND NOT EXISTS (SELECT 1 FROM payouts p WHERE p.withdrawal_id = w.id)
      ORDER BY (w.payout_wait IS NOT NULL), w.id LIMIT $1`,
    [limit],
  );
}

/** Whether this withdrawal has a payout already; the highest nonce signed from `from`, and mined. */
export async function selectRecordedPayouts(
  tx: Queryable,
  chainId: number,
  from: string,
  withdrawalId: string,
) {
  const [row] = await tx.query<{ highest: string | null; mined: string | null; exists: boolean }>(
    `SELECT max(nonce)::text AS highest, (max(nonce) FILTER (WHERE status <> 'signed'))::text AS mined,
            EXISTS (SELECT 1 FROM payouts WHERE withdrawal_id = $3) AS exists
       FROM payouts WHERE chain_id = $1 AND from_address = $2`,
    [chainId, from, withdrawalId],
  );
  const toNonce = (value: string | null | undefined) => (value ? BigInt(value) : undefined);
  return { exists: row?.exists === true, highest: toNonce(row?.highest), highestMined: toNonce(row?.mined) };
}

export async function setPayoutStatus(
  tx: Queryable,
  id: string,
  status: PayoutStatus,
  blockNumber?: bigint,
): Promise<void> {
  await tx.query(
    `UPDATE payouts SET status = $2, block_number = COALESCE($3::bigint, block_number), updated_at = now()
      WHERE withdrawal_id = $1`,
    [id, status, blockNumber?.toString() ?? null],
  );
}

/** The highest block of a paid payout on the chain, and the newest paid payout's transaction. */
export async function selectNewestPaidPayout(
  db: Queryable,
  chainId: number,
): Promise<{ highestBlock: bigint | undefined; newestTx: Hash | undefined }> {
  const [row] = await db.query<{ block: string | null; tx: Hash | null }>(
    `SELECT (SELECT max(block_number)::text FROM payouts WHERE chain_id = $1 AND status = 'confirmed') AS block,
            (SELECT tx_hash FROM payouts WHERE chain_id = $1 AND status = 'confirmed' ORDER BY nonce DESC LIMIT 1) AS tx`,
    [chainId],
  );
  return { highestBlock: row?.block ? BigInt(row.block) : undefined, newestTx: row?.tx ?? undefined };
}

/** Paid withdrawals whose payout transaction the chain lost (the payout worker flags them). */
export function selectVanishedPayouts(db: Queryable): Promise<{ id: string; tx_hash: string }[]> {
  return db.query<{ id: string; tx_hash: string }>(
    `SELECT withdrawal_id::text AS id, tx_hash FROM payouts WHERE status = 'vanished' ORDER BY withdrawal_id`,
  );
}

/** Approved withdrawals not yet paid: how many, and the age in seconds of the oldest. */
export async function selectPayoutQueue(db: Queryable): Promise<{ length: number; oldestAgeSec: number }> {
  const [row] = await db.query<{ n: number; age: number | null }>(
    `SELECT count(*)::int AS n, extract(epoch FROM now() - min(coalesce(reviewed_at, created_at)))::float8 AS age
       FROM withdrawals WHERE status = 'approved'`,
  );
  return { length: Number(row?.n ?? 0), oldestAgeSec: Math.max(0, Number(row?.age ?? 0)) };
}

/** What paid withdrawals sent out on chain (amount less fee), per asset. */
export function selectPaidOutTotals(db: Queryable): Promise<{ asset: Asset; amount: string }[]> {
  return db.query<{ asset: Asset; amount: string }>(
    `SELECT asset, sum(amount - fee)::text AS amount FROM withdrawals WHERE status = 'success' GROUP BY asset`,
  );
}

/** What payouts of `asset` signed from `from` but not yet mined will take from its balance (amount less fee). */
export async function selectInFlightTotal(
  db: Queryable,
  chainId: number,
  from: string,
  asset: Asset,
): Promise<bigint> {
  const [row] = await db.query<{ total: string }>(
    `SELECT COALESCE(sum(w.amount - w.fee), 0)::text AS total
       FROM payouts p JOIN withdrawals w ON w.id = p.withdrawal_id
      WHERE p.status = 'signed' AND p.chain_id = $1 AND p.from_address = $2 AND w.asset = $3`,
    [chainId, from, asset],
  );
  return BigInt(row?.total ?? '0');
}

/** A payout the operator may have to act on, with its withdrawal (docs/rules.md "Payout runbook"). */
export type RunbookPayoutRow = {
  withdrawal_id: string;
  status: 'signed' | 'confirmed' | 'failed' | 'vanished';
  nonce: string;
  tx_hash: Hash;
  from_address: string;
  asset: Asset;
  amount: string;
  fee: string;
  to_address: string;
  withdrawal_status: string;
  /** Every transaction signed for its nonce. */
  tx_hashes: Hash[];
};

const RUNBOOK_PAYOUT = `SELECT p.withdrawal_id::text AS withdrawal_id, p.status, p.nonce::text AS nonce, p.tx_hash, p.from_address,
            w.asset, w.amount::text AS amount, w.fee::text AS fee, w.to_address, w.status AS withdrawal_status,
            ARRAY(SELECT t.tx_hash FROM payout_transactions t WHERE t.withdrawal_id = p.withdrawal_id
                   ORDER BY t.created_at, t.tx_hash) AS tx_hashes
       FROM payouts p JOIN withdrawals w ON w.id = p.withdrawal_id`;

/**
 * The payouts that may need an operator: vanished ones, and those of approved withdrawals that
 * failed or are signed with a nonce the chain has already used (`belowNonce`: the treasury's
 * mined transaction count), which may be nonce-collided; a returned or paid-by withdrawal's
 * payout is done with. Oldest nonce first.
 */
export function selectRunbookCandidates(
  db: Queryable,
  chainId: number,
  from: string,
  belowNonce: number,
): Promise<RunbookPayoutRow[]> {
  return db.query<RunbookPayoutRow>(
    `${RUNBOOK_PAYOUT}
      WHERE p.chain_id = $1 AND p.from_address = $2
        AND (p.status = 'vanished'
             OR (w.status = 'approved' AND (p.status = 'failed' OR (p.status = 'signed' AND p.nonce < $3))))
      ORDER BY p.nonce`,
    [chainId, from, belowNonce],
  );
}

/** One withdrawal's payout, locked for this transaction. */
export async function selectRunbookPayoutForUpdate(
  tx: Queryable,
  withdrawalId: string,
): Promise<RunbookPayoutRow | undefined> {
  const [row] = await tx.query<RunbookPayoutRow>(
    `${RUNBOOK_PAYOUT} WHERE p.withdrawal_id = $1 FOR UPDATE OF p`,
    [withdrawalId],
  );
  return row;
}

/**
 * Moves a payout and every transaction of its nonce to `payout_history` (migration 051): the
 * withdrawal is then approved without a payout, and the worker signs a new one.
 */
export async function retirePayout(
  tx: Queryable,
  withdrawalId: string,
  trouble: string,
  retiredBy: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO payout_history (withdrawal_id, chain_id, from_address, nonce, signed_tx, tx_hash, status, trouble,
                                 block_number, created_at, transactions, retired_by)
     SELECT p.withdrawal_id, p.chain_id, p.from_address, p.nonce, p.signed_tx, p.tx_hash, p.status, $2,
            p.block_number, p.created_at,
            coalesce((SELECT jsonb_agg(jsonb_build_object('tx_hash', t.tx_hash, 'signed_tx', t.signed_tx,
                                                          'created_at', t.created_at) ORDER BY t.created_at)
                        FROM payout_transactions t WHERE t.withdrawal_id = p.withdrawal_id), '[]'::jsonb),
            $3
       FROM payouts p WHERE p.withdrawal_id = $1`,
    [withdrawalId, trouble, retiredBy],
  );
  await tx.query('DELETE FROM payout_transactions WHERE withdrawal_id = $1', [withdrawalId]);
  await tx.query('DELETE FROM payouts WHERE withdrawal_id = $1', [withdrawalId]);
}

/** How many times this withdrawal's payout was retired (the retry's idempotency reads it). */
export async function countRetiredPayouts(db: Queryable, withdrawalId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM payout_history WHERE withdrawal_id = $1',
    [withdrawalId],
  );
  return Number(row?.n ?? 0);
}

/**
 * Records a payout as paid by a transaction the operator named (checked on chain and final):
 * confirmed and final at its block, that transaction its own.
 */
export async function setPayoutPaidBy(
  tx: Queryable,
  withdrawalId: string,
  txHash: Hash,
  blockNumber: bigint,
): Promise<void> {
  await tx.query(
    `UPDATE payouts SET status = 'confirmed', tx_hash = $2, block_number = $3::bigint, final_at = now(), updated_at = now()
      WHERE withdrawal_id = $1`,
    [withdrawalId, txHash, blockNumber.toString()],
  );
}

/** The withdrawal another payout or withdrawal already names this transaction for, if any. */
export async function selectWithdrawalPaidBy(db: Queryable, txHash: string): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM withdrawals WHERE lower(tx_hash) = $1
     UNION SELECT withdrawal_id::text FROM payouts WHERE lower(tx_hash) = $1 AND status <> 'failed' LIMIT 1`,
    [txHash.toLowerCase()],
  );
  return row?.id;
}

/** The withdrawal's random payout reference (migration 053), from which its on-chain payout id is derived. */
export async function selectPayoutRef(db: Queryable, withdrawalId: string): Promise<string | undefined> {
  const [row] = await db.query<{ payout_ref: string }>('SELECT payout_ref FROM withdrawals WHERE id = $1', [
    withdrawalId,
  ]);
  return row?.payout_ref;
}

/**
 * Records a payout the chain shows paid already (docs/rules.md "Payouts exactly once"), as a paid
 * payout still watched until final: its transaction (with its sender and nonce as mined) is the
 * chain's, not one this database signed, so there are no signed bytes to keep ('0x').
 */
export async function insertRecognisedPayout(
  tx: Queryable,
  payout: {
    withdrawalId: string;
    chainId: number;
    from: string;
    nonce: number;
    txHash: Hash;
    blockNumber: bigint;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO payouts (withdrawal_id, chain_id, from_address, nonce, signed_tx, tx_hash, status, block_number,
                          recognised_from_chain_at)
     VALUES ($1, $2, $3, $4, '0x', $5, 'confirmed', $6::bigint, now())`,
    [
      payout.withdrawalId,
      payout.chainId,
      payout.from,
      payout.nonce,
      payout.txHash,
      payout.blockNumber.toString(),
    ],
  );
  await insertPayoutTransaction(tx, payout.withdrawalId, payout.txHash, '0x');
}

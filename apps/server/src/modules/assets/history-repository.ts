import type { Queryable } from '../../db/db';

/**
 * The details the history shows beside a ledger transfer, read from the records its references
 * name, one query per record type and page. Each is scoped to the caller where the record has a
 * user.
 */

export async function selectTxHashes(
  db: Queryable,
  table: 'deposits' | 'withdrawals',
  ids: string[],
): Promise<{ id: string; tx_hash: string | null }[]> {
  return db.query<{ id: string; tx_hash: string | null }>(
    `SELECT id::text AS id, tx_hash FROM ${table} WHERE id = ANY($1::bigint[])`,
    [ids],
  );
}

/** Each transfer's other wallet, seen from `userId`'s side. */
export async function selectTransferCounterparties(
  db: Queryable,
  ids: string[],
  userId: string,
): Promise<{ id: string; counterparty: string }[]> {
  return db.query<{ id: string; counterparty: string }>(
    `SELECT t.id::text AS id, CASE WHEN t.from_user_id = $2 THEN r.address ELSE s.address END AS counterparty
       FROM transfers t JOIN users s ON s.id = t.from_user_id JOIN users r ON r.id = t.to_user_id
      WHERE t.id = ANY($1::bigint[])`,
    [ids, userId],
  );
}

export async function selectNodeOrderBuyers(
  db: Queryable,
  ids: string[],
): Promise<{ id: string; buyer: string; buyer_id: string }[]> {
  return db.query<{ id: string; buyer: string; buyer_id: string }>(
    `SELECT o.id::text AS id, u.address AS buyer, o.user_id::text AS buyer_id
       FROM node_orders o JOIN users u ON u.id = o.user_id WHERE o.id = ANY($1::bigint[])`,
    [ids],
  );
}

export async function selectAdjustmentReasons(
  db: Queryable,
  ids: string[],
  userId: string,
): Promise<{ id: string; reason: string }[]> {
  return db.query<{ id: string; reason: string }>(
    'SELECT id::text AS id, reason FROM balance_adjustments WHERE id = ANY($1::bigint[]) AND user_id = $2',
    [ids, userId],
  );
}

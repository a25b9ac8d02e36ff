import type { Asset, Bucket } from '@woohoo/shared/assets';
import type { LedgerKind } from '@woohoo/shared/ledger-kinds';
import { copyRows } from '../../db/copy-text';
import type { Queryable } from '../../db/db';

/**
 * The set-based statements behind `postTransfers`: each takes the whole batch as arrays (passed
 * as text[] and cast in SQL, which PGlite and PostgreSQL both accept) and runs once per batch.
 */

export type TransferHeader = { key: string; kind: LedgerKind; ref: string };

/**
 * Inserts the headers in the given order and returns the id of each one inserted, by key; a key
 * posted before is left out (its transfer is a replay).
 */
export async function insertTransfers(
  tx: Queryable,
  headers: readonly TransferHeader[],
): Promise<Map<string, string>> {
  const rows = await tx.query<{ id: string; key: string }>(
    `INSERT INTO ledger_transfers (idempotency_key, kind, ref)
     SELECT h.key, h.kind, h.ref
       FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS h (key, kind, ref, ord)
      ORDER BY h.ord
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id::text AS id, idempotency_key AS key`,
    [headers.map((h) => h.key), headers.map((h) => h.kind), headers.map((h) => h.ref)],
  );
  return new Map(rows.map((r) => [r.key, r.id]));
}

/** An account row: a platform account's row is one of its shards (`@woohoo/shared/platform-accounts`); a user's is 0. */
export type AccountKey = {
  owner: string;
  userId: string | null;
  asset: Asset;
  bucket: Bucket;
  shard: number;
};

export type LockedAccount = {
  id: string;
  owner: string;
  asset: Asset;
  bucket: Bucket;
  shard: number;
  balance: string;
  isUser: boolean;
};

/**
 * Creates every account of the list that is new, holding the given opening balance (the batch's
 * net change to it: a new account is written once, not inserted and then updated), in key order
 * so concurrent batches agree, and returns the rows it created; an account that existed is left
 * out.
 */
export async function createAccounts(
  tx: Queryable,
  accounts: readonly (AccountKey & { openingWei: bigint })[],
): Promise<LockedAccount[]> {
  return tx.query<LockedAccount>(
    `INSERT INTO ledger_accounts (owner, user_id, asset, bucket, shard, balance)
     SELECT a.owner, a.user_id, a.asset, a.bucket, a.shard, a.balance::numeric
       FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::smallint[], $6::text[])
            AS a (owner, user_id, asset, bucket, shard, balance)
      ORDER BY a.owner, a.asset, a.bucket, a.shard
     ON CONFLICT (owner, asset, bucket, shard) DO NOTHING
     RETURNING id::text AS id, owner, asset, bucket, shard, balance::text AS balance, user_id IS NOT NULL AS "isUser"`,
    [
      accounts.map((a) => a.owner),
      accounts.map((a) => a.userId),
      accounts.map((a) => a.asset),
      accounts.map((a) => a.bucket),
      accounts.map((a) => a.shard),
      accounts.map((a) => a.openingWei.toString()),
    ],
  );
}

/**
 * Resolves the id of every listed account and locks its row, in id order like `postTransfer`
 * (so a batch and single transfers cannot deadlock on accounts), returning its current balance.
 * Two statements: each key looked up through the (owner, asset, bucket, shard) index, then the rows
 * locked by id. One join of the keys against the table made the planner scan every account,
 * which at half a million accounts cost each batch 300-460 ms.
 */
export async function lockAccounts(
  tx: Queryable,
  accounts: readonly Omit<AccountKey, 'userId'>[],
): Promise<LockedAccount[]> {
  const ids = await tx.query<{ id: string }>(
    `SELECT a.id::text AS id
       FROM unnest($1::text[], $2::text[], $3::text[], $4::smallint[]) AS k (owner, asset, bucket, shard)
       CROSS JOIN LATERAL (
         SELECT id FROM ledger_accounts
          WHERE owner = k.owner AND asset = k.asset AND bucket = k.bucket AND shard = k.shard LIMIT 1
       ) a`,
    [
      accounts.map((a) => a.owner),
      accounts.map((a) => a.asset),
      accounts.map((a) => a.bucket),
      accounts.map((a) => a.shard),
    ],
  );
  return tx.query<LockedAccount>(
    `SELECT a.id::text AS id, a.owner, a.asset, a.bucket, a.shard, a.balance::text AS balance,
            a.user_id IS NOT NULL AS "isUser"
       FROM ledger_accounts a JOIN unnest($1::bigint[]) AS k (id) ON a.id = k.id
      ORDER BY a.id
        FOR UPDATE OF a`,
    [ids.map((row) => row.id)],
  );
}

/**
 * Adds its net change (negative for a debit) to each listed account that exists, in one
 * statement: the rows are found through the (owner, asset, bucket, shard) index and locked in id
 * order first, as `lockAccounts` locks them, then updated; returns the rows updated (an account
 * that does not exist yet is left out), and the CHECK constraint refuses a user balance below
 * zero. For a batch that needs no balance replayed (one that only credits users, or a single
 * transfer): one statement where finding, locking and updating took three. The LIMIT 1
 * keeps each key an index lookup, as in `lockAccounts`: without it the planner hashed the whole
 * table for a batch of 11,000 keys. The update reads the locked rows back as arrays, so that each
 * is one more index lookup: joined to them in id order, the planner merged them with the whole
 * primary key index from its first id, and each later settlement batch read further into it.
 */
export async function creditAccounts(
  tx: Queryable,
  accounts: readonly (Omit<AccountKey, 'userId'> & { deltaWei: bigint })[],
): Promise<Omit<LockedAccount, 'balance' | 'isUser'>[]> {
  return tx.query(
    `WITH locked AS (
       SELECT a.id, k.delta::numeric AS delta
         FROM unnest($1::text[], $2::text[], $3::text[], $4::smallint[], $5::text[])
              AS k (owner, asset, bucket, shard, delta)
        CROSS JOIN LATERAL (
          SELECT id FROM ledger_accounts
           WHERE owner = k.owner AND asset = k.asset AND bucket = k.bucket AND shard = k.shard LIMIT 1
        ) f
         JOIN ledger_accounts a ON a.id = f.id
        ORDER BY a.id
          FOR UPDATE OF a
     )
     UPDATE ledger_accounts a SET balance = a.balance + d.delta
       FROM unnest(ARRAY(SELECT id FROM locked), ARRAY(SELECT delta FROM locked)) AS d (id, delta)
      WHERE a.id = d.id
     RETURNING a.id::text AS id, a.owner, a.asset, a.bucket, a.shard`,
    [
      accounts.map((a) => a.owner),
      accounts.map((a) => a.asset),
      accounts.map((a) => a.bucket),
      accounts.map((a) => a.shard),
      accounts.map((a) => a.deltaWei.toString()),
    ],
  );
}

export type BatchEntry = { transferId: string; accountId: string; asset: Asset; deltaWei: bigint };

/**
 * Adds to each account the sum of its entries, one UPDATE for the batch (each row changes once);
 * the CHECK constraint still refuses a user balance below zero.
 */
export async function applyDeltas(tx: Queryable, entries: readonly BatchEntry[]): Promise<void> {
  await tx.query(
    `UPDATE ledger_accounts a
        SET balance = a.balance + d.total
       FROM (SELECT e.account_id, sum(e.delta::numeric) AS total
               FROM unnest($1::bigint[], $2::text[]) AS e (account_id, delta)
              GROUP BY e.account_id) d
      WHERE a.id = d.account_id`,
    [entries.map((e) => e.accountId), entries.map((e) => e.deltaWei.toString())],
  );
}

/** Up to this many entries go in as one INSERT: COPY costs a round trip more, which only pays for a batch. */
const COPY_FROM_ENTRIES = 100;

/**
 * Appends every entry of the batch, in the given order: a single transfer's few with one INSERT
 * from arrays, a batch's with COPY (a settlement batch appends about 11,000 entries, which COPY
 * writes in about half the time the INSERT took).
 */
export async function insertEntries(tx: Queryable, entries: readonly BatchEntry[]): Promise<void> {
  if (entries.length <= COPY_FROM_ENTRIES) {
    await tx.query(
      `INSERT INTO ledger_entries (transfer_id, account_id, asset, delta)
       SELECT e.transfer_id, e.account_id, e.asset, e.delta::numeric
         FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[]) WITH ORDINALITY
              AS e (transfer_id, account_id, asset, delta, ord)
        ORDER BY e.ord`,
      [
        entries.map((e) => e.transferId),
        entries.map((e) => e.accountId),
        entries.map((e) => e.asset),
        entries.map((e) => e.deltaWei.toString()),
      ],
    );
    return;
  }
  await tx.copyFrom(
    'COPY ledger_entries (transfer_id, account_id, asset, delta) FROM STDIN',
    copyRows(entries, (e) => [e.transferId, e.accountId, e.asset, e.deltaWei]),
  );
}

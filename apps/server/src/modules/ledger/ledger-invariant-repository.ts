import type { Asset } from '@woohoo/shared/assets';
import type { Queryable } from '../../db/db';

/** One ledger account as the invariant check reads it: its balance row and the sum of its entries. */
export type AccountCheckRow = {
  id: string;
  owner: string;
  user_id: string | null;
  asset: Asset;
  bucket: string;
  shard: number;
  balance: string;
  entries: string;
};

const ACCOUNT_CHECK = `SELECT a.id::text AS id, a.owner, a.user_id::text AS user_id, a.asset, a.bucket, a.shard,
            a.balance::text AS balance,
            (SELECT coalesce(sum(e.delta), 0) FROM ledger_entries e WHERE e.account_id = a.id)::text AS entries
       FROM ledger_accounts a`;

/** The accounts that the transfers with these idempotency keys moved, each with its entries summed. */
export function selectAccountsOfTransfers(
  db: Queryable,
  keys: readonly string[],
): Promise<AccountCheckRow[]> {
  return db.query<AccountCheckRow>(
    `${ACCOUNT_CHECK}
      WHERE a.id IN (SELECT e.account_id FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
                      WHERE t.idempotency_key = ANY($1::text[]))
      ORDER BY a.id`,
    [keys],
  );
}

/** These accounts (by id), each with its entries summed. */
export function selectAccountsById(db: Queryable, ids: readonly string[]): Promise<AccountCheckRow[]> {
  return db.query<AccountCheckRow>(`${ACCOUNT_CHECK} WHERE a.id = ANY($1::bigint[]) ORDER BY a.id`, [ids]);
}

/** Up to `limit` accounts, over the whole ledger, whose balance differs from their entries or a user's below zero. */
export function selectBrokenAccounts(db: Queryable, limit: number): Promise<AccountCheckRow[]> {
  return db.query<AccountCheckRow>(
    `WITH sums AS (SELECT account_id, sum(delta) AS total FROM ledger_entries GROUP BY account_id)
     SELECT a.id::text AS id, a.owner, a.user_id::text AS user_id, a.asset, a.bucket, a.shard,
            a.balance::text AS balance, coalesce(s.total, 0)::text AS entries
       FROM ledger_accounts a LEFT JOIN sums s ON s.account_id = a.id
      WHERE a.balance <> coalesce(s.total, 0) OR (a.user_id IS NOT NULL AND a.balance < 0)
      ORDER BY a.id LIMIT $1`,
    [limit],
  );
}

import type { RecordStatus, RecordType } from '@woohoo/shared/api/money';
import type { Queryable } from '../../db/db';

type Page = { limit: number; offset: number; status: RecordStatus | undefined };

/**
 * One query per record type, each scoped to the caller: deposits to their address, withdrawals
 * and swaps to their user id, transfers to either side.
 */
const QUERIES: Record<RecordType, { select: string; from: string; where: string }> = {
  deposit: {
    select: `id::text AS id, created_at AS time, address, asset, amount::text AS amount, status, tx_hash AS "txHash",
             block_number::text AS "blockNumber"`,
    from: 'deposits',
    where: 'user_id = $1',
  },
  withdraw: {
    select: `id::text AS id, created_at AS time, to_address AS address, asset, amount::text AS amount, fee::text AS fee,
             status, tx_hash AS "txHash", reject_reason AS "rejectReason"`,
    from: 'withdrawals',
    where: 'user_id = $1',
  },
  transfer: {
    select: `t.id::text AS id, t.created_at AS time,
             CASE WHEN t.from_user_id = $1 THEN r.address ELSE s.address END AS address,
             CASE WHEN t.from_user_id = $1 THEN 'out' ELSE 'in' END AS direction,
             t.asset, t.amount::text AS amount, t.fee::text AS fee, 'success' AS status`,
    from: 'transfers t JOIN users s ON s.id = t.from_user_id JOIN users r ON r.id = t.to_user_id',
    where: '(t.from_user_id = $1 OR t.to_user_id = $1)',
  },
  swap: {
    select: `w.id::text AS id, w.created_at AS time, u.address, w.from_asset AS "from", w.to_asset AS "to",
             w.amount::text AS amount, w.fee::text AS fee, w.received::text AS received, 'success' AS status`,
    from: 'swaps w JOIN users u ON u.id = w.user_id',
    where: 'w.user_id = $1',
  },
};

const STATUS_COLUMN: Record<RecordType, string | undefined> = {
  deposit: 'status',
  withdraw: 'status',
  transfer: undefined,
  swap: undefined,
};

export async function selectRecords(
  db: Queryable,
  type: RecordType,
  userId: string,
  page: Page,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const query = QUERIES[type];
  const statusColumn = STATUS_COLUMN[type];
  let where = query.where;
  const params: unknown[] = [userId];
  if (page.status) {
    if (statusColumn) {
      params.push(page.status);
      where += ` AND ${statusColumn} = $${params.length}`;
    } else if (page.status !== 'success') {
      return { rows: [], total: 0 };
    }
  }
  // The table's id, not the text alias `id` of the select list (which would sort '999' after '1007').
  const order = type === 'transfer' ? 't.id' : type === 'swap' ? 'w.id' : `${query.from}.id`;
  const n = params.length;
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${query.select} FROM ${query.from} WHERE ${where} ORDER BY ${order} DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, page.limit, page.offset],
  );
  const [count] = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM ${query.from} WHERE ${where}`,
    params,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

import type { Queryable } from '../../db/db';

/** Records a USDT -> USDB swap; its id and time. */
export async function insertSwap(
  tx: Queryable,
  swap: { userId: string; amountWei: bigint; feeWei: bigint; receivedWei: bigint },
): Promise<{ id: string; created_at: Date } | undefined> {
  const [row] = await tx.query<{ id: string; created_at: Date }>(
    `INSERT INTO swaps (user_id, from_asset, to_asset, amount, fee, received)
       VALUES ($1, 'USDT', 'USDB', $2::numeric, $3::numeric, $4::numeric) RETURNING id::text AS id, created_at`,
    [swap.userId, swap.amountWei.toString(), swap.feeWei.toString(), swap.receivedWei.toString()],
  );
  return row;
}

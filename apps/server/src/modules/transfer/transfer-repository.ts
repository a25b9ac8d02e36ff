import type { Asset } from '@woohoo/shared/assets';
import type { Queryable } from '../../db/db';

/** Records a transfer between two users; its id and time. */
export async function insertTransferRecord(
  tx: Queryable,
  transfer: { fromUserId: string; toUserId: string; asset: Asset; amountWei: bigint; feeWei: bigint },
): Promise<{ id: string; created_at: Date } | undefined> {
  const [row] = await tx.query<{ id: string; created_at: Date }>(
    `INSERT INTO transfers (from_user_id, to_user_id, asset, amount, fee) VALUES ($1, $2, $3, $4::numeric, $5::numeric)
       RETURNING id::text AS id, created_at`,
    [
      transfer.fromUserId,
      transfer.toUserId,
      transfer.asset,
      transfer.amountWei.toString(),
      transfer.feeWei.toString(),
    ],
  );
  return row;
}

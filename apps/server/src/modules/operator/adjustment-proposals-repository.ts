import type { Asset } from '@woohoo/shared/assets';
import type { Queryable } from '../../db/db';

export type ProposalKey = { userId: string; asset: Asset; amountWei: bigint; reason: string };

/** Takes (marks used) an open proposal of the same adjustment by another operator since `since`. */
export async function takeOpenProposal(
  tx: Queryable,
  key: ProposalKey,
  notBy: string,
  since: Date,
  now: Date,
): Promise<{ id: string; operator: string } | undefined> {
  const [row] = await tx.query<{ id: string; operator: string }>(
    `UPDATE adjustment_proposals SET taken_at = $7
      WHERE id = (SELECT id FROM adjustment_proposals
                   WHERE user_id = $1 AND asset = $2 AND amount = $3::numeric AND reason = $4 AND operator <> $5
                     AND created_at >= $6 AND taken_at IS NULL
                   ORDER BY id LIMIT 1 FOR UPDATE)
      RETURNING id::text AS id, operator`,
    [key.userId, key.asset, key.amountWei.toString(), key.reason, notBy, since, now],
  );
  return row;
}

export async function insertProposal(
  tx: Queryable,
  key: ProposalKey,
  operator: string,
  now: Date,
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO adjustment_proposals (user_id, asset, amount, reason, operator, created_at)
     VALUES ($1, $2, $3::numeric, $4, $5, $6) RETURNING id::text AS id`,
    [key.userId, key.asset, key.amountWei.toString(), key.reason, operator, now],
  );
  if (!row) throw new Error('adjustment_proposals: the insert returned no row');
  return row.id;
}

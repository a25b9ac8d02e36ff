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

/**
 * What `actor` adjusted alone (audited under that wallet only, not a four-eyes pair) in `asset`
 * since `since`, credits and debits by size: the sum four-eyes counts (docs/rules.md "Treasury
 * limits"). Takes the operator's advisory lock first, so two of their requests at once cannot both
 * read a sum under the threshold.
 */
export async function lockAndSumAloneSince(
  tx: Queryable,
  actor: string,
  asset: Asset,
  since: Date,
): Promise<bigint> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('adjust:' || $1, 0))", [actor]);
  const [row] = await tx.query<{ sum: string }>(
    `SELECT COALESCE(SUM(ABS(amount)), 0)::text AS sum FROM balance_adjustments
      WHERE actor = $1 AND asset = $2 AND created_at > $3`,
    [actor, asset, since],
  );
  return BigInt(row?.sum ?? '0');
}

import { randomBytes } from 'node:crypto';
import { seedHash } from '@woohoo/shared/boxes/box-draw';
import { BOX_KINDS, type BoxFacts, type BoxKind } from '@woohoo/shared/boxes/box-rules';
import type { Queryable } from '../../db/db';

export type BoxRow = {
  id: string;
  user_id: string;
  kind: BoxKind;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string | null;
  counter: number | null;
  prize: number | null;
  gift_card_no: string | null;
  prize_value: string | null;
  rules_version: number | null;
  opened_at: Date | null;
  claimed_at: Date | null;
};

const COLUMNS = `id::text, user_id::text, kind, server_seed, server_seed_hash, client_seed, counter, prize,
  gift_card_no, prize_value::text, rules_version, opened_at, claimed_at`;

/**
 * Gives the user the boxes of every kind they do not hold yet, each with a fresh server seed
 * (32 random bytes) and its published hash. Idempotent: a kind already held is left alone.
 */
export async function grantBoxes(db: Queryable, userId: string): Promise<void> {
  const seeds = BOX_KINDS.map(() => randomBytes(32).toString('hex'));
  await db.query(
    `INSERT INTO blind_boxes (user_id, kind, server_seed, server_seed_hash)
     SELECT $1, kind, seed, hash FROM unnest($2::text[], $3::text[], $4::text[]) AS t (kind, seed, hash)
     ON CONFLICT (user_id, kind) DO NOTHING`,
    [userId, [...BOX_KINDS], seeds, seeds.map(seedHash)],
  );
}

export async function selectUserBoxes(db: Queryable, userId: string): Promise<BoxRow[]> {
  return db.query<BoxRow>(
    `SELECT ${COLUMNS} FROM blind_boxes WHERE user_id = $1
      ORDER BY array_position(ARRAY['tutorial', 'coaching', 'ecosystem'], kind)`,
    [userId],
  );
}

/** The user's box, locked for the opening or the claim; none for another user's box. */
export async function lockUserBox(db: Queryable, id: string, userId: string): Promise<BoxRow | undefined> {
  const [row] = await db.query<BoxRow>(
    `SELECT ${COLUMNS} FROM blind_boxes WHERE id = $1 AND user_id = $2 FOR UPDATE`,
    [id, userId],
  );
  return row;
}

/** The user's opening number for the next box: 1 + how many they have opened. */
export async function nextCounter(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM blind_boxes WHERE user_id = $1 AND opened_at IS NOT NULL',
    [userId],
  );
  return Number(row?.n ?? 0) + 1;
}

export async function markOpened(
  db: Queryable,
  id: string,
  draw: {
    clientSeed: string;
    counter: number;
    prize: number;
    giftCardNo: string;
    valueWei: bigint;
    rulesVersion: number;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `UPDATE blind_boxes SET client_seed = $2, counter = $3, prize = $4, gift_card_no = $5, prize_value = $6,
            rules_version = $7, opened_at = $8
      WHERE id = $1 AND opened_at IS NULL`,
    [
      id,
      draw.clientSeed,
      draw.counter,
      draw.prize,
      draw.giftCardNo,
      draw.valueWei.toString(),
      draw.rulesVersion,
      draw.at,
    ],
  );
}

export async function markClaimed(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query('UPDATE blind_boxes SET claimed_at = $2 WHERE id = $1 AND claimed_at IS NULL', [id, at]);
}

/** What the unlock rules read (packages/shared/src/boxes/box-rules.ts), in one query. */
export async function selectBoxFacts(db: Queryable, userId: string): Promise<BoxFacts> {
  const [row] = await db.query<{ largest: string; invitee: string; directs: number; kyc1: boolean }>(
    `SELECT
       (SELECT coalesce(max(amount), 0)::text FROM performance_orders WHERE user_id = $1) AS largest,
       (SELECT coalesce(max(s.amount), 0)::text FROM stake_orders s JOIN users d ON d.id = s.user_id
         WHERE d.referrer_id = $1) AS invitee,
       (SELECT count(*)::int FROM users d
         WHERE d.referrer_id = $1 AND EXISTS (SELECT 1 FROM performance_orders p WHERE p.user_id = d.id)) AS directs,
       (SELECT kyc1_at IS NOT NULL FROM users WHERE id = $1) AS kyc1`,
    [userId],
  );
  return {
    largestOrderWei: BigInt(row?.largest ?? '0'),
    largestInviteeStakeWei: BigInt(row?.invitee ?? '0'),
    activeDirects: Number(row?.directs ?? 0),
    kyc1: row?.kyc1 === true,
  };
}

import type { User } from '@woohoo/shared/api/user';
import type { Queryable } from '../../db/db';
import { linkReferrer, lockTree } from '../team/team-links';

type UserRow = { id: string; address: string; pid: string | null; created_at: Date };

export type UserRecord = User & { id: string };

function toUser(row: UserRow): UserRecord {
  return {
    id: String(row.id),
    address: row.address,
    pid: row.pid,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function findUserByAddress(db: Queryable, address: string): Promise<UserRecord | undefined> {
  const [row] = await db.query<UserRow>('SELECT id, address, pid, created_at FROM users WHERE address = $1', [
    address,
  ]);
  return row ? toUser(row) : undefined;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | undefined> {
  const [row] = await db.query<UserRow>('SELECT id, address, pid, created_at FROM users WHERE id = $1', [id]);
  return row ? toUser(row) : undefined;
}

/**
 * Creates the user if the address is new and returns the row, locked for this transaction. A new
 * user with a referrer joins the tree (referrer_id and the closure rows) in the same transaction.
 * An existing user's referrer is never touched: the binding is permanent (SPEC 4).
 */
export async function upsertUserForUpdate(
  tx: Queryable,
  address: string,
  pid: string | null,
): Promise<UserRecord> {
  if (pid) await lockTree(tx, 'shared');
  const inserted = await tx.query<{ id: string }>(
    'INSERT INTO users (address) VALUES ($1) ON CONFLICT (address) DO NOTHING RETURNING id::text AS id',
    [address],
  );
  const newId = inserted[0]?.id;
  if (newId && pid) {
    const referrer = await findUserByAddress(tx, pid);
    if (!referrer) throw new Error(`referrer ${pid} vanished before ${address} registered`);
    await linkReferrer(tx, newId, referrer.id);
  }
  const [row] = await tx.query<UserRow>(
    'SELECT id, address, pid, created_at FROM users WHERE address = $1 FOR UPDATE',
    [address],
  );
  if (!row) throw new Error(`user ${address} vanished inside its own transaction`);
  return toUser(row);
}

import type { User } from '@woohoo/shared/api/user';
import type { Queryable } from '../../db/db';

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
 * Creates the user if the address is new and returns the row, locked for this transaction.
 * An existing user's pid is never touched: the referrer binding is permanent (SPEC 4).
 */
export async function upsertUserForUpdate(
  tx: Queryable,
  address: string,
  pid: string | null,
): Promise<UserRecord> {
  await tx.query('INSERT INTO users (address, pid) VALUES ($1, $2) ON CONFLICT (address) DO NOTHING', [
    address,
    pid,
  ]);
  const [row] = await tx.query<UserRow>(
    'SELECT id, address, pid, created_at FROM users WHERE address = $1 FOR UPDATE',
    [address],
  );
  if (!row) throw new Error(`user ${address} vanished inside its own transaction`);
  return toUser(row);
}

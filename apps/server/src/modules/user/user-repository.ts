import type { Queryable } from '../../db/db';
import type { UserRecord } from './user-record';

type UserRow = { id: string; address: string; pid: string | null; created_at: Date };

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

/** Reads the user by address and locks the row for this transaction. */
export async function findUserByAddressForUpdate(
  tx: Queryable,
  address: string,
): Promise<UserRecord | undefined> {
  const [row] = await tx.query<UserRow>(
    'SELECT id, address, pid, created_at FROM users WHERE address = $1 FOR UPDATE',
    [address],
  );
  return row ? toUser(row) : undefined;
}

/** Inserts the user if the address is new; returns the new id, undefined when it existed. */
export async function insertUserIfNew(tx: Queryable, address: string): Promise<string | undefined> {
  const inserted = await tx.query<{ id: string }>(
    'INSERT INTO users (address) VALUES ($1) ON CONFLICT (address) DO NOTHING RETURNING id::text AS id',
    [address],
  );
  return inserted[0]?.id;
}

/** Locks the user row for this transaction. */
export async function lockUserRow(tx: Queryable, userId: string): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

import type { Queryable } from '../../db/db';
import type { UserRecord } from '../user/user-record';

export type NonceRow = { nonce: string; address: string; expires_at: Date; used_at: Date | null };
export type SessionRow = {
  user_id: string;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
};

/** A session with its user's row, read in one round trip (every signed-in request does this). */
export type SessionWithUserRow = SessionRow & { address: string; pid: string | null; created_at: Date };

export async function insertNonce(
  db: Queryable,
  nonce: string,
  address: string,
  expiresAt: Date,
): Promise<void> {
  await db.query('INSERT INTO auth_nonces (nonce, address, expires_at) VALUES ($1, $2, $3)', [
    nonce,
    address,
    expiresAt,
  ]);
}

/** Forgets nonces that expired a day ago; used ones stay until then so replays stay refused. */
export async function deleteStaleNonces(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM auth_nonces WHERE expires_at < $1', [before]);
}

/**
 * Keeps `address`'s newest `keep` outstanding (unused, unexpired) nonces and deletes the older
 * ones, so a message signed with a dropped one is refused as unknown (docs/rules.md "Sign-in").
 */
export async function dropOldestOutstandingNonces(
  tx: Queryable,
  address: string,
  now: Date,
  keep: number,
): Promise<void> {
  await tx.query(
    `DELETE FROM auth_nonces WHERE nonce IN (
       SELECT nonce FROM auth_nonces
        WHERE address = $1 AND used_at IS NULL AND expires_at > $2
        ORDER BY expires_at DESC, created_at DESC, nonce OFFSET $3)`,
    [address, now, keep],
  );
}

export async function findNonce(db: Queryable, nonce: string): Promise<NonceRow | undefined> {
  const [row] = await db.query<NonceRow>(
    'SELECT nonce, address, expires_at, used_at FROM auth_nonces WHERE nonce = $1',
    [nonce],
  );
  return row;
}

/** Marks the nonce used; false when another request used it first (single use under races). */
export async function consumeNonce(tx: Queryable, nonce: string, now: Date): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE auth_nonces SET used_at = $2 WHERE nonce = $1 AND used_at IS NULL RETURNING nonce',
    [nonce, now],
  );
  return rows.length === 1;
}

export async function revokeLiveSessions(
  tx: Queryable,
  userId: string,
  now: Date,
  reason: 'replaced' | 'logout',
) {
  await tx.query(
    'UPDATE sessions SET revoked_at = $2, revoked_reason = $3 WHERE user_id = $1 AND revoked_at IS NULL',
    [userId, now, reason],
  );
}

/** Ends one session (logout); true when it was live. */
export async function revokeSession(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE sessions SET revoked_at = $2, revoked_reason = 'logout'
      WHERE token_hash = $1 AND revoked_at IS NULL RETURNING user_id`,
    [tokenHash, now],
  );
  return rows.length === 1;
}

export async function insertSession(
  tx: Queryable,
  userId: string,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
) {
  await tx.query(
    'INSERT INTO sessions (user_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [userId, tokenHash, now, expiresAt],
  );
}

/** When the user last signed in; undefined before the first time. */
export async function selectLastSessionAt(db: Queryable, userId: string): Promise<Date | undefined> {
  const [row] = await db.query<{ at: Date | null }>(
    'SELECT max(created_at) AS at FROM sessions WHERE user_id = $1',
    [userId],
  );
  return row?.at ? new Date(row.at) : undefined;
}

/** The session of a token hash joined with its user: one query per authenticated request. */
export async function findSessionWithUser(
  db: Queryable,
  tokenHash: string,
): Promise<SessionWithUserRow | undefined> {
  const [row] = await db.query<SessionWithUserRow>(
    `SELECT s.user_id::text AS user_id, s.expires_at, s.revoked_at, s.revoked_reason, u.address, u.pid, u.created_at
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`,
    [tokenHash],
  );
  return row;
}

/** A session as every signed-in request checks it: its user, when it ends, whether it ended. */
export type SessionView = {
  user: UserRecord;
  expiresAtMs: number;
  revokedReason: string | null;
  revoked: boolean;
};

/** The session of a token hash, ready to check (what the sessions cache keeps). */
export async function readSession(db: Queryable, tokenHash: string): Promise<SessionView | undefined> {
  const row = await findSessionWithUser(db, tokenHash);
  if (!row) return undefined;
  return {
    user: {
      id: row.user_id,
      address: row.address,
      pid: row.pid,
      createdAt: new Date(row.created_at).toISOString(),
    },
    expiresAtMs: new Date(row.expires_at).getTime(),
    revoked: row.revoked_at !== null,
    revokedReason: row.revoked_reason,
  };
}

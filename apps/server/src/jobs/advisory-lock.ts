import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { releaseSessionLock, trySessionLock, tryXactLock } from './advisory-lock-repository';

/**
 * What keeps background work exclusive across replicas (DESIGN "Run modes"): PostgreSQL
 * advisory locks keyed by a job's name. A transaction-level lock guards one batch; a
 * session-level lock, on a connection held for the purpose, guards a whole run of many batches.
 */

/** A stable signed 64-bit advisory lock key for a job name (the first 8 bytes of its SHA-256). */
export function advisoryLockKey(name: string): bigint {
  return BigInt.asIntN(64, createHash('sha256').update(name).digest().readBigUInt64BE(0));
}

/**
 * Takes the transaction-level advisory lock of `name` without waiting. False means another
 * replica holds it right now; the lock is released when the caller's transaction ends.
 */
export async function tryAdvisoryXactLock(tx: Queryable, name: string): Promise<boolean> {
  return tryXactLock(tx, advisoryLockKey(name));
}

/** Names whose run lock this process holds, per database: a session lock is re-entrant within its session. */
const heldHere = new WeakMap<Db, Set<string>>();

/**
 * Runs `fn` holding the session-level advisory lock of `name` on a connection kept for the whole
 * run, so every batch of the run is covered; answers `{ locked: false }` at once when another
 * replica (or another run in this process) holds it. A process that dies loses its connection,
 * and PostgreSQL releases the lock with it, so a crash never leaves a job locked.
 */
export async function withRunLock<T>(
  db: Db,
  name: string,
  fn: () => Promise<T>,
): Promise<{ locked: true; value: T } | { locked: false }> {
  const held = heldHere.get(db) ?? new Set<string>();
  heldHere.set(db, held);
  if (held.has(name)) return { locked: false };
  held.add(name);
  try {
    return await db.withConnection(async (conn) => {
      const key = advisoryLockKey(name);
      if (!(await trySessionLock(conn, key))) return { locked: false } as const;
      try {
        return { locked: true, value: await fn() } as const;
      } finally {
        await releaseSessionLock(conn, key);
      }
    });
  } finally {
    held.delete(name);
  }
}

import { afterEach } from 'vitest';
import type { Db, Queryable } from '../db/db';
import { type Backend, createTestDb } from './test-db';

/**
 * For a suite on `backend`: opens a fresh, migrated database per call; each is dropped after the
 * test that opened it.
 */
export function freshDbs(backend: Backend): () => Promise<{ db: Db; url?: string }> {
  const opened: { drop: () => Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((d) => d.drop()));
  });
  return async () => {
    const test = await createTestDb(backend);
    opened.push(test);
    return test;
  };
}

/** Runs the queries through `tx`, keeping each statement's text (to count round trips). */
export function countingStatements(tx: Queryable): { statements: string[]; tx: Queryable } {
  const statements: string[] = [];
  return {
    statements,
    tx: {
      query<T>(sql: string, params?: readonly unknown[]) {
        statements.push(sql.trim());
        return tx.query<T>(sql, params);
      },
      copyFrom(sql: string, chunks: Iterable<string>) {
        statements.push(sql.trim());
        return tx.copyFrom(sql, chunks);
      },
    },
  };
}

// A PostgreSQL database of the benchmark's own: created and migrated by the app's migrations,
// dropped at the end, on failure, and on Ctrl-C.
import type { Db } from '../../apps/server/src/db/db';
import { migrate } from '../../apps/server/src/db/migrate';
import { openPostgresDb } from '../../apps/server/src/db/postgres-db';

/** The server the benchmark uses (trust auth); DATABASE_URL overrides it, as for the tests. */
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchDb = {
  name: string;
  /** Its address, for a raw connection of its own (COPY ... TO STDOUT). */
  url: string;
  db: Db;
  migrateMs: number;
  drop: () => Promise<void>;
};

/** Databases created and not yet dropped, for the exit handlers. */
const live = new Set<string>();

function urlOf(database: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(fn: (admin: Db) => Promise<T>): Promise<T> {
  const admin = await openPostgresDb(urlOf('postgres'), { poolSize: 1 });
  try {
    return await fn(admin);
  } finally {
    await admin.close();
  }
}

async function dropDatabase(name: string): Promise<void> {
  await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  live.delete(name);
}

/** Creates `name` (replacing a leftover of the same name), migrates it and opens a pool on it. */
export async function createBenchDb(name: string): Promise<BenchDb> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad database name ${name}`);
  await withAdmin(async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  });
  live.add(name);
  let db: Db | undefined;
  try {
    db = await openPostgresDb(urlOf(name), { poolSize: 10, statementTimeoutMs: 0 });
    const started = performance.now();
    await migrate(db);
    const migrateMs = performance.now() - started;
    const opened = db;
    let dropped = false;
    return {
      name,
      url: urlOf(name),
      db: opened,
      migrateMs,
      drop: async () => {
        if (dropped) return;
        dropped = true;
        await opened.close().catch(() => undefined);
        await dropDatabase(name);
      },
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    await dropDatabase(name);
    throw error;
  }
}

/**
 * Creates `name` empty (replacing a leftover of the same name), for a tool that fills it itself
 * (pgbench); `drop()` removes it, as do the exit handlers.
 */
export async function createEmptyDb(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad database name ${name}`);
  await withAdmin(async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  });
  live.add(name);
  return { url: urlOf(name), drop: () => dropDatabase(name) };
}

/** On Ctrl-C or a kill, drop whatever is still there before exiting. */
export function dropOnSignal(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: dropping ${[...live].join(', ') || 'nothing'}`);
      Promise.allSettled([...live].map(dropDatabase)).finally(() => process.exit(130));
    });
  }
}

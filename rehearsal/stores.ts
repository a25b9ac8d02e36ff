// PostgreSQL and Redis for the rehearsal: a fresh database `rehearsal_<timestamp>` on
// DATABASE_URL's server (dropped at the end) and a Redis database of its own. The server has no
// Redis key prefix setting (apps/server/src/config/env.ts), so the replicas' keys are kept apart
// by the database number: REDIS_URL's when it names one, else REHEARSAL_REDIS_DB, else the
// highest empty one. It must be empty at the start and is emptied at the end.
import { Redis } from 'ioredis';
import pg from 'pg';

const DEFAULT_DATABASE_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS = 'redis://127.0.0.1:6379';
/** Marks the Redis database this run took, until the end empties it. */
const CLAIM_KEY = 'rehearsal:claim';

export type Store = { url: string; describe: string; drop: () => Promise<void> };

export async function createDatabase(
  serverUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_SERVER,
): Promise<Store> {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const name = `rehearsal_${stamp}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    describe: `database ${name} on ${url.host}`,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // FORCE: a replica killed hard may leave a connection behind.
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function claimRedis(base = process.env.REDIS_URL || DEFAULT_REDIS): Promise<Store> {
  const url = new URL(base);
  const named = url.pathname !== '' && url.pathname !== '/';
  const fixed = named ? url.pathname.slice(1) : process.env.REHEARSAL_REDIS_DB;
  const redis = new Redis(url.toString(), { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  let db: number | undefined;
  try {
    const count = Number(((await redis.config('GET', 'databases')) as string[])[1] ?? 16);
    // The given database, else the highest empty one (tests and bench:mix take low numbers).
    const candidates = fixed !== undefined ? [Number(fixed)] : [...Array(count).keys()].slice(1).reverse();
    for (const candidate of candidates) {
      await redis.select(candidate);
      // The claim is a key, so another rehearsal (or bench) sees the database taken.
      if ((await redis.dbsize()) === 0 && (await redis.set(CLAIM_KEY, String(process.pid), 'NX')) === 'OK') {
        db = candidate;
        break;
      }
    }
  } finally {
    redis.disconnect();
  }
  if (db === undefined)
    throw new Error(
      `no empty Redis database on ${url.host}${fixed !== undefined ? ` (database ${fixed} was asked for)` : ''}: give the rehearsal one with REHEARSAL_REDIS_DB or REDIS_URL's database`,
    );
  url.pathname = `/${db}`;
  return {
    url: url.toString(),
    describe: `Redis database ${db} on ${url.host}`,
    drop: async () => {
      const client = new Redis(url.toString(), { maxRetriesPerRequest: 2 });
      try {
        await client.flushdb();
      } finally {
        client.disconnect();
      }
    },
  };
}

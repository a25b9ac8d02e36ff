// PostgreSQL and Redis for the rehearsal: a fresh database `rehearsal_<timestamp>` on
// DATABASE_URL's server (dropped at the end) and a Redis database of its own. The server has no
// Redis key prefix setting (apps/server/src/config/env.ts), so the replicas' keys are kept apart
// by the database number: REDIS_URL's when it names one, else REHEARSAL_REDIS_DB (default 12;
// bench:mix uses 11). It must be empty at the start and is emptied at the end.
import { Redis } from 'ioredis';
import pg from 'pg';

const DEFAULT_DATABASE_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS = 'redis://127.0.0.1:6379';
const DEFAULT_REDIS_DB = 12;

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
  if (url.pathname === '' || url.pathname === '/')
    url.pathname = `/${process.env.REHEARSAL_REDIS_DB ?? DEFAULT_REDIS_DB}`;
  const redis = new Redis(url.toString(), { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  try {
    const keys = await redis.dbsize();
    if (keys > 0)
      throw new Error(
        `Redis database ${url.pathname.slice(1)} on ${url.host} holds ${keys} keys: give the rehearsal an empty one (REHEARSAL_REDIS_DB or REDIS_URL's database)`,
      );
  } finally {
    redis.disconnect();
  }
  return {
    url: url.toString(),
    describe: `Redis database ${url.pathname.slice(1)} on ${url.host}`,
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

// The Redis database a benchmark's replicas use, and the rate-limit counts they leave in it.
import { Redis } from 'ioredis';

/**
 * REDIS_URL (default the local server) with database `fallbackDb` when the URL names none: main.ts
 * has no key prefix setting, so a benchmark's rate-limit keys are kept apart by the database number.
 */
export function redisUrl(fallbackDb = Number(process.env.BENCH_MIX_REDIS_DB ?? 11)): string {
  const url = new URL(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  if (url.pathname === '' || url.pathname === '/') url.pathname = `/${fallbackDb}`;
  return url.toString();
}

/** Deletes the replicas' rate-limit counts (main.ts's key space `woohoo:rate:`) from the bench's database. */
export async function clearRedis(url: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', 'woohoo:rate:*', 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

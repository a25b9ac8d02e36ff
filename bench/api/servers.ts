// The servers `npm run bench:api` measures, in a process of their own so the load generator does
// not share their event loop: the whole API on PostgreSQL (with Redis when REDIS_URL is set),
// logging at `info` as in production (to /dev/null), and a bare Fastify route beside it. Prints
// one JSON line with both URLs and a signed-in user's token, then serves until killed.
import { createWriteStream } from 'node:fs';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { deposit, newUser, T } from '../../apps/server/src/testing/money-helpers';
import { createTestApp } from '../../apps/server/src/testing/test-app';

const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
const logStream = createWriteStream('/dev/null');
const ctx = await createTestApp('postgres', {
  logger: { level: 'info', stream: logStream },
  // BENCH_API_READ_CACHES=0: every session and balance read from PostgreSQL (a cache miss's cost).
  readCaches: process.env.BENCH_API_READ_CACHES !== '0',
  redis,
  redisKeyPrefix: `woohoo:bench:${process.pid}:`,
});
const user = await newUser(ctx);
await ctx.db.transaction((tx) => deposit(tx, user.account.address, 1000n * T));
const appUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ code: 10000, msg: 'ok', data: null }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

console.log(JSON.stringify({ appUrl, bareUrl, token: user.token }));

const stop = async () => {
  await bare.close();
  await ctx.close();
  redis?.disconnect();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

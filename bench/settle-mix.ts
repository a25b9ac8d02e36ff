// `npm run bench:settle-mix`: the reads' latency while the daily settlement runs (DESIGN
// "Settlement"; docs/rules.md "Read caches and large changes"). A benchmark, not a test.
//
// On a PostgreSQL database of its own (dropped at the end) it builds the settlement bench's referral
// tree and day of activity for BENCH_SETTLE_MIX_USERS users (default 10,000; bench/settlement/seed.ts),
// gives each user a session, and starts the two API replicas of `npm run bench:mix` (with Redis, in
// a Redis database of its own). Then it reads random users' balances (GET /api/assets/balances, the
// signed-in read every page makes) at BENCH_SETTLE_MIX_CONNECTIONS (default 20) for
// BENCH_SETTLE_MIX_QUIET_SECONDS (default 10) with nothing else running, and again, at the same
// connections, for as long as the settlement of the day takes, run from this process as the worker
// runs it. The settlement pays about half the users: a replica that emptied its caches for it
// would send every read to the database at once.
//
// Its last line is read by a script:
//   settle_mix read_p99_ms=<ms> read_p99_quiet_ms=<ms> users=<n>
import { cpus, loadavg } from 'node:os';
import { dayWindow } from '@woohoo/shared/settlement/settlement-day';
import autocannon, { type Request, type Result } from 'autocannon';
import { settle } from '../apps/server/src/modules/settlement/settlement-service';
import { startCluster } from './mix/cluster';
import { clearRedis, redisUrl } from './mix/redis';
import { openSessions } from './mix/seed';
import { createBenchDb, dropOnSignal } from './settlement/bench-db';
import { count, ms } from './settlement/report';
import { buildTree, insertActivity, insertUsers, prng } from './settlement/seed';

const USERS = Number(process.env.BENCH_SETTLE_MIX_USERS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_SETTLE_MIX_CONNECTIONS ?? 20);
const QUIET_SECONDS = Number(process.env.BENCH_SETTLE_MIX_QUIET_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
/** The settlement bench's day (bench/settlement.ts), settled as the day after it began. */
const DAY = '2026-06-10';
const NOW = new Date('2026-06-11T00:00:00Z');
const SEED = 20_261_207;
/** Longer than any settlement here: the load is stopped when the settlement returns. */
const UNTIL_STOPPED_SECONDS = 3_600;

const window = dayWindow(DAY)!;

/** One request a call: a random user's balances, with that user's session. */
function balanceReads(tokens: readonly string[]): Request[] {
  const random = prng(SEED);
  return [
    {
      method: 'GET',
      path: '/api/assets/balances',
      setupRequest: (request) => {
        const token = tokens[Math.floor(random() * tokens.length)]!;
        return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
      },
    },
  ];
}

/** Reads for `seconds`, or until `until` settles; answers autocannon's result. */
function readLoad(urls: string[], requests: Request[], seconds: number, until?: Promise<unknown>) {
  return new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        // autocannon takes a list too, connection i going to url i % n (lib/run.js); its types say one.
        url: urls as unknown as string,
        connections: CONNECTIONS,
        duration: seconds,
        requests,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    until?.finally(() => instance.stop());
  });
}

const describe = (result: Result) =>
  `${count(result['2xx'])} answered (${(result['2xx'] / (result.duration || 1)).toFixed(0)} req/s), ` +
  `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} not 2xx, ` +
  `${result.errors + result.timeouts} without an answer`;

async function main() {
  dropOnSignal();
  const redis = redisUrl();
  console.log(
    `settle-mix benchmark: ${count(USERS)} users, ${CONNECTIONS} connections reading balances; ` +
      `node ${process.version}, ${cpus().length} CPUs, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const bench = await createBenchDb(`woohoo_bench_settle_mix_${process.pid}`);
  let stopCluster: (() => Promise<void>) | undefined;
  try {
    let t = performance.now();
    const random = prng(SEED + USERS);
    const tree = buildTree(USERS, window, random);
    await insertUsers(bench.db, tree);
    await insertActivity(bench.db, tree, window, random);
    const tokens = await openSessions(bench.db, USERS);
    await bench.db.exec('VACUUM ANALYZE');
    console.log(
      `  ${count(USERS)} users, their day and their sessions seeded in ${ms(performance.now() - t)}`,
    );
    t = performance.now();
    const cluster = await startCluster({ databaseUrl: bench.url, redisUrl: redis, env: {} });
    stopCluster = cluster.stop;
    console.log(`  2 API replicas (${cluster.apiUrls.join(', ')}) up in ${ms(performance.now() - t)}`);

    const requests = balanceReads(tokens);
    // Warm-up: connections, JIT, the pools; then the caches hold what the quiet reads read.
    await readLoad(cluster.apiUrls, requests, WARM_UP_SECONDS);
    const quiet = await readLoad(cluster.apiUrls, requests, QUIET_SECONDS);
    console.log(`  quiet reads, ${QUIET_SECONDS} s: ${describe(quiet)}`);

    const [before] = await bench.db.query<{ id: string }>(
      'SELECT coalesce(max(id), 0)::text AS id FROM user_change_sets',
    );
    t = performance.now();
    const settled = settle({ db: bench.db, now: () => NOW }, DAY);
    const during = await readLoad(cluster.apiUrls, requests, UNTIL_STOPPED_SECONDS, settled);
    const report = await settled;
    const settleMs = performance.now() - t;
    console.log(
      `  settlement of ${DAY}: ${ms(settleMs)}, ${count(report.lines)} reward lines to ${count(report.usersPaid)} users`,
    );
    console.log(`  reads during the settlement: ${describe(during)}`);
    const [sets] = await bench.db.query<{ sets: number; users: number }>(
      `SELECT count(*)::int AS sets, coalesce(sum(cardinality(user_ids)), 0)::int AS users
         FROM user_change_sets WHERE id > $1`,
      [before?.id ?? '0'],
    );
    console.log(
      `  the settlement announced ${sets?.sets ?? 0} stored sets of changed users (${count(sets?.users ?? 0)} users in all)`,
    );
    await stopCluster();
    stopCluster = undefined;

    const ratio = during.latency.p99 / quiet.latency.p99;
    const errors =
      quiet.non2xx + during.non2xx + quiet.errors + during.errors + quiet.timeouts + during.timeouts;
    console.log(
      `  aim: read p99 during the settlement at most 2x the quiet one ${ratio <= 2 ? 'met' : 'NOT met'} ` +
        `(x${ratio.toFixed(2)}); errors ${errors}`,
    );
    console.log(
      `settle_mix read_p99_ms=${during.latency.p99} read_p99_quiet_ms=${quiet.latency.p99} users=${USERS}`,
    );
  } finally {
    await stopCluster?.();
    await bench.drop();
    await clearRedis(redis).catch((error: unknown) => console.warn(`clearing Redis: ${error}`));
    console.log(`  database ${bench.name} dropped`);
  }
}

await main();

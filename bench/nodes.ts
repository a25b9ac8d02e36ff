// `npm run bench:nodes`: node purchases by a crowd at once, in the shape of `npm run start:cluster`
// (two API replicas on one PostgreSQL and one Redis, bench/mix/cluster.ts). 200 distinct users,
// seeded with balances and referrers (bench/mix/seed.ts), each send one purchase of one share at
// the same moment, with an idempotency key, as many rounds as BENCH_NODES_ROUNDS (default 5),
// after one warm-up round. Every purchase credits the platform's node-sales account and pays the
// buyer's referrer from it, so this is the write that queued on one platform account row; it
// measures how many purchases a second the crowd gets through and the 99th percentile of their
// answers. Afterwards the books must agree (bench/mix/check.ts): every share sold is paid for once.
//
// Its last line is read by a script:
//   nodes purchases_per_s=<n> p99_ms=<ms>
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { checkBooks } from './mix/check';
import { startCluster } from './mix/cluster';
import type { Tally } from './mix/load';
import { clearRedis, redisUrl } from './mix/redis';
import { seedMix } from './mix/seed';
import { createBenchDb, dropOnSignal } from './settlement/bench-db';
import { ms, percentile } from './settlement/report';

const BUYERS = Number(process.env.BENCH_NODES_BUYERS ?? 200);
const ROUNDS = Number(process.env.BENCH_NODES_ROUNDS ?? 5);
const SEED = 20_261_127;

type Answer = { ok: boolean; status: number; ms: number; total?: string };

async function purchase(url: string, token: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${url}/api/nodes/purchase`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ kind: 'community', shares: 1 }),
  });
  const body = (await response.json()) as { code: number; data?: { total: string } };
  return {
    ok: response.ok && body.code === 10_000,
    status: response.status,
    ms: performance.now() - started,
    total: body.data?.total,
  };
}

async function main() {
  dropOnSignal();
  console.log(
    `nodes benchmark: ${BUYERS} buyers at once, ${ROUNDS} rounds; node ${process.version}, ${cpus().length} CPUs, ` +
      `load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const bench = await createBenchDb(`woohoo_bench_nodes_${process.pid}`);
  const redis = redisUrl(Number(process.env.BENCH_NODES_REDIS_DB ?? 12));
  let stopCluster: (() => Promise<void>) | undefined;
  try {
    // One purchase a user a round: the write limit a wallet a minute is not what is measured.
    const cluster = await startCluster({
      databaseUrl: bench.url,
      redisUrl: redis,
      env: { WRITE_RATE_LIMIT_PER_MINUTE: '10000' },
      nodeFlags: [],
    });
    stopCluster = cluster.stop;
    const seeded = await seedMix(bench.db, BUYERS, cluster.chain.chainId, SEED);
    const urls = cluster.apiUrls;
    const latencies: number[] = [];
    const tally: Tally = new Map();
    const entry = { sent: 0, ok: 0, limited: 0, errors: 0, statuses: new Map(), spent: new Map(), latencies };
    tally.set('node purchase', entry);
    let seconds = 0;
    for (let round = 0; round <= ROUNDS; round++) {
      const started = performance.now();
      const answers = await Promise.all(
        seeded.users.map((user, i) => purchase(urls[i % urls.length]!, user.token)),
      );
      const took = performance.now() - started;
      for (const answer of answers) {
        entry.sent++;
        if (answer.ok) {
          entry.ok++;
          entry.spent.set('USDT', (entry.spent.get('USDT') ?? 0n) + BigInt(answer.total!));
        } else {
          entry.errors++;
          entry.statuses.set(answer.status, (entry.statuses.get(answer.status) ?? 0) + 1);
        }
        // The warm-up round (connections, JIT, pools) counts for the books, not for the figures.
        if (round > 0) latencies.push(answer.ms);
      }
      if (round > 0) seconds += took / 1000;
      console.log(`  round ${round === 0 ? 'warm-up' : round}: ${answers.length} purchases in ${ms(took)}`);
    }
    await stopCluster();
    stopCluster = undefined;
    const problems = await checkBooks(bench.db, seeded.lastTransferId, tally);
    if (problems.length > 0 || entry.errors > 0) {
      console.log(
        `  FAILED: ${entry.errors} errors ${JSON.stringify([...entry.statuses])}; ${problems.join('; ')}`,
      );
      process.exitCode = 1;
    } else console.log('  books: the ledger invariant holds, and it moved exactly what the purchases paid');
    latencies.sort((a, b) => a - b);
    const p99 = percentile(latencies, 0.99);
    console.log(`nodes purchases_per_s=${((BUYERS * ROUNDS) / seconds).toFixed(0)} p99_ms=${p99}`);
  } finally {
    await stopCluster?.();
    await bench.drop();
    await clearRedis(redis).catch((error: unknown) => console.warn(`clearing Redis: ${error}`));
    console.log(`  database ${bench.name} dropped`);
  }
}

await main();

// `npm run bench:mix`: a realistic mix of users' traffic on the API in the shape of
// `npm run start:cluster` (two API replicas on one PostgreSQL and one Redis), against a bare
// Fastify route in the same shape measured in the same run. A benchmark, not a test.
//
// It creates a PostgreSQL database of its own (DATABASE_URL names the server, default the local
// one; dropped at the end) and uses a Redis database of its own (REDIS_URL, default the local
// server; database BENCH_MIX_REDIS_DB, default 11, when the URL names none: main.ts has no key
// prefix setting, so the replicas' rate-limit keys are kept apart by the database number, and
// deleted after). It seeds BENCH_MIX_USERS users (default 10,000) with referrers, balances and a
// few deposits each (bench/mix/seed.ts), then runs autocannon at 200 connections for
// BENCH_MIX_SECONDS (default 30) in slices alternating with the bare route: each request a
// random user's read (70%), money move (20%) or heavier write (10%) (bench/mix/operations.ts).
// Afterwards the ledger invariant must hold and the ledger must have moved exactly what the
// accepted writes spent (bench/mix/check.ts).
//
// The rate limits are the product's unless set here: WRITE_RATE_LIMIT_PER_MINUTE in the
// environment is passed to the replicas (the mix's reads are signed in, so no public limit applies).
// While the mix runs, what PostgreSQL's backends wait for is sampled and printed (mix/pg-waits.ts).
// After the slices, the mix runs paced for BENCH_MIX_PACED_SECONDS (default 10; 0 skips it): open
// loop at BENCH_MIX_PACED_SHARE (default 0.5) of the rate the slices answered, its p50 and p99
// counted from each request's due time: the latency below saturation, where the slices measure a
// machine overrun by 200 connections that each send again as soon as they are answered.
// BENCH_MIX_PROFILE=<dir> writes V8 CPU profiles of the replicas there (summarise one with
// `npx tsx bench/api/profile-summary.ts <file>`).
//
// The floor of the writes is measured in the same run (mix/pgbench.ts): pgbench's TPC-B-like
// script against the same PostgreSQL with as many clients as the replicas' pools hold, once
// before the mix and once after it (BENCH_MIX_PGBENCH=0 skips both; its figures then print NaN).
// floor_tps is the mean of the two, write_ratio = writes_per_s / floor_tps.
//
// Its last lines are read by a script:
//   mix users=<n> rps=<n> bare_rps=<n> ratio=<x> p99_ms=<ms> writes_per_s=<n> errors=<n>
//   mix users=<n> rps=<n> writes_per_s=<n> floor_tps=<n> write_ratio=<x> paced_p99_ms=<ms> errors=<n>
import { cpus, loadavg } from 'node:os';
import { DEFAULT_DB_POOL_SIZE } from '../apps/server/src/db/postgres-db';
import { checkBooks } from './mix/check';
import { REPLICAS, startCluster } from './mix/cluster';
import { createMix, type Measure, type Mix, measure, slice, type Tally } from './mix/load';
import { OPERATIONS } from './mix/operations';
import { samplePgWaits } from './mix/pg-waits';
import { type Floor, pgbenchFloor } from './mix/pgbench';
import { clearRedis, redisUrl } from './mix/redis';
import { seedMix } from './mix/seed';
import { createBenchDb, dropOnSignal } from './settlement/bench-db';
import { count, ms, percentile } from './settlement/report';

const USERS = Number(process.env.BENCH_MIX_USERS ?? 10_000);
const SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 30);
const CONNECTIONS = 200;
/** The two targets take turns in this many slices each, so machine drift hits both alike. */
const SLICES = 5;
const WARM_UP_SECONDS = 3;
const SEED = 20_261_127;
/** BENCH_MIX_PG_WAITS=0 turns off the sampling of what PostgreSQL's backends wait for. */
const PG_WAITS = process.env.BENCH_MIX_PG_WAITS !== '0';
/** Seconds of the paced run after the slices (BENCH_MIX_PACED_SECONDS=0 skips it). */
const PACED_SECONDS = Number(process.env.BENCH_MIX_PACED_SECONDS ?? 10);
/** The paced run's rate, as a share of what the saturated slices answered (BENCH_MIX_PACED_SHARE). */
const PACED_SHARE = Number(process.env.BENCH_MIX_PACED_SHARE ?? 0.5);
/** BENCH_MIX_PGBENCH=0 skips the pgbench floor. */
const FLOOR = process.env.BENCH_MIX_PGBENCH !== '0';
/** The replicas' pools together: the floor runs with as many clients (main.ts opens the default pool). */
const FLOOR_CLIENTS = REPLICAS * DEFAULT_DB_POOL_SIZE;

/** The floor at one point of the run, printed as it is measured. */
async function floorAt(when: 'before' | 'after'): Promise<Floor | undefined> {
  if (!FLOOR) return undefined;
  const floor = await pgbenchFloor(FLOOR_CLIENTS, when);
  console.log(
    `  pgbench floor ${when} the mix: ${floor.tps.toFixed(0)} tps (TPC-B-like, ${floor.clients} clients, ` +
      `2 threads, scale ${floor.scale}, ${floor.seconds} s)`,
  );
  return floor;
}

const rate = (target: Measure) => target.ok / target.seconds;

/** Writes the API accepted, by the tally. */
function acceptedWrites(tally: Tally): number {
  let writes = 0;
  for (const [name, t] of tally) if (OPERATIONS.find((o) => o.name === name)?.ledger) writes += t.ok;
  return writes;
}

/** Waits for what was in flight to land, then asks again for the answers the load never saw. */
async function settleLate(load: Mix, apiUrl: string): Promise<number> {
  await new Promise((done) => setTimeout(done, 2_000));
  return load.settlePending(apiUrl);
}

/**
 * The mix below saturation: open loop at `pace` (a share of what the saturated slices answered,
 * half by default), the latency a user meets when the machine is busy but not overrun. A
 * diagnostic beside the figures.
 */
async function pacedRun(load: Mix, urls: string[], pace: number) {
  const result = await load.paced(urls, Math.max(1, Math.round(pace)), PACED_SECONDS);
  const late = await settleLate(load, urls[0]!);
  if (late > 0) console.log(`  ${late} paced writes unanswered, asked again with their idempotency keys`);
  return result;
}

function printTally(tally: Tally) {
  console.log(
    '  per operation (warm-up and paced run included): answered, accepted, 429, errors, p50 and p99 ms',
  );
  for (const operation of OPERATIONS) {
    const t = tally.get(operation.name);
    if (!t) continue;
    const statuses = [...t.statuses].map(([status, n]) => `${status}x${n}`).join(' ');
    const sorted = t.latencies.sort((a, b) => a - b);
    const at = (q: number) => percentile(sorted, q);
    console.log(
      `    ${operation.weight.padEnd(5)} ${operation.name.padEnd(17)} ${String(t.sent).padStart(7)} ${String(t.ok).padStart(7)} ` +
        `${String(t.limited).padStart(5)} ${String(t.errors).padStart(5)} ${String(at(0.5)).padStart(6)} ${String(at(0.99)).padStart(6)}` +
        `${statuses ? `  (${statuses})` : ''}`,
    );
  }
}

async function main() {
  dropOnSignal();
  const redis = redisUrl();
  console.log(
    `mix benchmark: ${count(USERS)} users, ${CONNECTIONS} connections, ${SECONDS} s per target in ${SLICES} ` +
      `alternating slices; node ${process.version}, ${cpus().length} CPUs, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const bench = await createBenchDb(`woohoo_bench_mix_${process.pid}`);
  let stopCluster: (() => Promise<void>) | undefined;
  try {
    console.log(`  database ${bench.name} created, migrated in ${ms(bench.migrateMs)}; Redis ${redis}`);
    const profileDir = process.env.BENCH_MIX_PROFILE;
    const env: Record<string, string> = {};
    if (process.env.WRITE_RATE_LIMIT_PER_MINUTE)
      env.WRITE_RATE_LIMIT_PER_MINUTE = process.env.WRITE_RATE_LIMIT_PER_MINUTE;
    let t = performance.now();
    const cluster = await startCluster({
      databaseUrl: bench.url,
      redisUrl: redis,
      env,
      nodeFlags: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    });
    stopCluster = cluster.stop;
    console.log(
      `  chain, 2 API replicas (${cluster.apiUrls.join(', ')}) and 2 bare servers up in ${ms(performance.now() - t)}; ` +
        `write limit ${env.WRITE_RATE_LIMIT_PER_MINUTE ?? "the product's default"} a wallet a minute`,
    );
    t = performance.now();
    const seeded = await seedMix(bench.db, USERS, cluster.chain.chainId, SEED);
    console.log(`  ${count(USERS)} users seeded in ${ms(performance.now() - t)}`);

    const floorBefore = await floorAt('before');

    const load = createMix(seeded.users, seeded.products);
    const tally = load.tally;
    const bare = measure(
      'bare Fastify GET /bare (2 processes)',
      cluster.bareUrls.map((url) => `${url}/bare`),
    );
    const mix = measure('mix (2 API replicas)', cluster.apiUrls, load.requests);
    const waits = PG_WAITS ? await samplePgWaits(bench.url, bench.name) : undefined;
    // Warm-up: connections, JIT, the pools, the caches.
    await slice(bare, CONNECTIONS, WARM_UP_SECONDS, true);
    await slice(mix, CONNECTIONS, WARM_UP_SECONDS, true);
    for (let i = 0; i < SLICES; i++) {
      await slice(bare, CONNECTIONS, SECONDS / SLICES);
      waits?.setOn(true);
      await slice(mix, CONNECTIONS, SECONDS / SLICES);
      waits?.setOn(false);
    }
    await waits?.stop();
    const loadAfter = loadavg();
    const late = await settleLate(load, cluster.apiUrls[0]!);
    console.log(`  ${late} writes in flight at the end of a slice, asked again with their idempotency keys`);
    // The figures of the saturated slices, before the paced run adds to the tally.
    const writes = acceptedWrites(tally);
    const paced =
      PACED_SECONDS > 0 ? await pacedRun(load, cluster.apiUrls, rate(mix) * PACED_SHARE) : undefined;
    const floorAfter = await floorAt('after');
    await stopCluster();
    stopCluster = undefined;

    printTally(tally);
    let limited = 0;
    let errors = mix.failures + (paced?.failures ?? 0);
    for (const t of tally.values()) {
      limited += t.limited;
      errors += t.errors;
    }
    for (const target of [bare, mix]) {
      console.log(
        `  ${target.title.padEnd(38)} ${rate(target).toFixed(0).padStart(7)} req/s (2xx)  p99 ${Math.max(...target.p99)} ms ` +
          `(worst slice; slices ${target.p99.join(', ')})  ${target.non2xx} not 2xx, ${target.failures} without an answer`,
      );
    }
    if (paced) {
      console.log(
        `  mix paced at ${PACED_SHARE} of that (open loop, ${PACED_SECONDS} s)    ${paced.rate.toFixed(0).padStart(7)} req/s (answered)  ` +
          `p50 ${paced.p50} ms, p99 ${paced.p99} ms from each request's due time  ${paced.failures} without an answer`,
      );
    }
    waits?.print();
    const problems = await checkBooks(bench.db, seeded.lastTransferId, tally);
    if (problems.length > 0) {
      console.log(`  BOOKS DO NOT AGREE:\n${problems.map((p) => `    ${p}`).join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log(
        '  books: the ledger invariant holds for every asset, and the ledger matches the accepted writes',
      );
    }
    const ratio = rate(mix) / rate(bare);
    const p99 = Math.max(...mix.p99);
    // Every write accepted over the whole run, warm-up included, a second of mix time.
    const writesPerSecond = writes / (mix.seconds + WARM_UP_SECONDS);
    console.log(`  load average at the end of the load: ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`);
    console.log(
      `  aims: ratio >= 0.25 ${ratio >= 0.25 ? 'met' : 'NOT met'}, p99 < 100 ms ${p99 < 100 ? 'met' : 'NOT met'}, ` +
        `errors 0 ${errors === 0 ? 'met' : 'NOT met'}`,
    );
    const floorTps = floorBefore && floorAfter ? (floorBefore.tps + floorAfter.tps) / 2 : Number.NaN;
    const writeRatio = writesPerSecond / floorTps;
    const pacedP99 = paced ? paced.p99 : Number.NaN;
    console.log(
      `  aims against the floor: write_ratio >= 0.5 ${writeRatio >= 0.5 ? 'met' : 'NOT met'}, ` +
        `paced p99 < 50 ms ${pacedP99 < 50 ? 'met' : 'NOT met'}, errors 0 ${errors === 0 ? 'met' : 'NOT met'}`,
    );
    console.log(`mix 429s=${limited}`);
    console.log(
      `mix users=${USERS} rps=${rate(mix).toFixed(0)} bare_rps=${rate(bare).toFixed(0)} ratio=${ratio.toFixed(2)} ` +
        `p99_ms=${p99} writes_per_s=${writesPerSecond.toFixed(0)} errors=${errors}`,
    );
    console.log(
      `mix users=${USERS} rps=${rate(mix).toFixed(0)} writes_per_s=${writesPerSecond.toFixed(0)} ` +
        `floor_tps=${floorTps.toFixed(0)} write_ratio=${writeRatio.toFixed(2)} paced_p99_ms=${pacedP99} errors=${errors}`,
    );
  } finally {
    await stopCluster?.();
    await bench.drop();
    await clearRedis(redis).catch((error: unknown) => console.warn(`clearing Redis: ${error}`));
    console.log(`  database ${bench.name} dropped`);
  }
}

await main();

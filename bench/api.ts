// `npm run bench:api`: autocannon at 100 connections for 10 s against the
// authenticated GET /api/assets/balances of the whole API on PostgreSQL, and against a bare
// Fastify route served by the same process in the same run; prints requests per second, their
// ratio and the p99 latency. A benchmark, not a test. Needs PostgreSQL (DATABASE_URL, default
// the local server); REDIS_URL adds Redis as in production. BENCH_API_SECONDS shortens a try;
// BENCH_API_PROFILE=<dir> writes a V8 CPU profile of the servers' process there (open it in
// Chrome's DevTools, or summarise it with `npx tsx bench/api/profile-summary.ts <file>`);
// BENCH_API_READ_CACHES=0 turns the API's read caches off.
// Its last line is read by a script:
//   api balances_rps=<n> bare_rps=<n> ratio=<x> p99_ms=<ms>
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const CONNECTIONS = 100;
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';

const profileDir = process.env.BENCH_API_PROFILE;
const profileFlags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
const servers = spawn(process.execPath, [...profileFlags, '--import', 'tsx', 'api/servers.ts'], {
  cwd: import.meta.dirname,
  env: process.env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ready = await new Promise<{ appUrl: string; bareUrl: string; token: string }>((resolve, reject) => {
  servers.once('exit', (code) => reject(new Error(`the servers exited (${code}) before they were ready`)));
  createInterface({ input: servers.stdout }).once('line', (line) => resolve(JSON.parse(line)));
});

/** Requests a second and p99 of one target over several slices, and what was not 2xx. */
type Measure = {
  title: string;
  url: string;
  headers: Record<string, string>;
  requests: number;
  seconds: number;
  p99: number[];
  non2xx: number;
};

// The machine's speed drifts by a factor of two from one ten-second run to the next (other
// tenants, CPU frequency), so the two targets take turns in short slices and the ratio compares
// like with like.
const SLICES = 5;

async function slice(target: Measure, seconds: number) {
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: target.headers,
  });
  target.requests += result.requests.total;
  target.seconds += seconds;
  target.p99.push(result.latency.p99);
  target.non2xx += result.non2xx + result.errors + result.timeouts;
}

function report(target: Measure) {
  const rps = target.requests / target.seconds;
  const p99 = Math.max(...target.p99);
  console.log(
    `${target.title.padEnd(34)} ${rps.toFixed(0).padStart(7)} req/s  p99 ${p99} ms (worst slice)  (${target.requests} requests, ${target.non2xx} not 2xx)`,
  );
  if (target.non2xx > 0) throw new Error(`${target.title}: ${target.non2xx} answers were not 2xx`);
  return { rps, p99 };
}

const measure = (title: string, url: string, headers: Record<string, string> = {}): Measure => ({
  title,
  url,
  headers,
  requests: 0,
  seconds: 0,
  p99: [],
  non2xx: 0,
});

try {
  console.log(
    `autocannon -c ${CONNECTIONS} -d ${SECONDS} per target in ${SLICES} alternating slices, on PostgreSQL${process.env.REDIS_URL ? ' with Redis' : ''}`,
  );
  const bareTarget = measure('bare Fastify GET /bare', `${ready.bareUrl}/bare`);
  const balancesTarget = measure('GET /api/assets/balances (auth)', `${ready.appUrl}/api/assets/balances`, {
    authorization: `Bearer ${ready.token}`,
  });
  // Warm-up: connections, JIT, the database pool, the caches.
  for (const target of [bareTarget, balancesTarget]) {
    await autocannon({ url: target.url, connections: CONNECTIONS, duration: 2, headers: target.headers });
  }
  for (let i = 0; i < SLICES; i++) {
    await slice(bareTarget, SECONDS / SLICES);
    await slice(balancesTarget, SECONDS / SLICES);
  }
  const bare = report(bareTarget);
  const balances = report(balancesTarget);
  const ratio = balances.rps / bare.rps;
  console.log(
    `api balances_rps=${balances.rps.toFixed(0)} bare_rps=${bare.rps.toFixed(0)} ratio=${ratio.toFixed(2)} p99_ms=${balances.p99}`,
  );
} finally {
  servers.kill('SIGTERM');
}

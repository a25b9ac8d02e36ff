// `npm run bench:api` (issue 13 item 2): autocannon at 100 connections for 10 s against the
// authenticated GET /api/assets/balances of the whole API on PostgreSQL, and against a bare
// Fastify route served by the same process in the same run; prints requests per second, their
// ratio and the p99 latency. A benchmark, not a test. Needs PostgreSQL (DATABASE_URL, default
// the local server); REDIS_URL adds Redis as in production. BENCH_API_SECONDS shortens a try.
// Its last line is read by a script:
//   api balances_rps=<n> bare_rps=<n> ratio=<x> p99_ms=<ms>
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const CONNECTIONS = 100;
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';

const servers = spawn(process.execPath, ['--import', 'tsx', 'api/servers.ts'], {
  cwd: import.meta.dirname,
  env: process.env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ready = await new Promise<{ appUrl: string; bareUrl: string; token: string }>((resolve, reject) => {
  servers.once('exit', (code) => reject(new Error(`the servers exited (${code}) before they were ready`)));
  createInterface({ input: servers.stdout }).once('line', (line) => resolve(JSON.parse(line)));
});

async function load(title: string, url: string, headers: Record<string, string> = {}) {
  // Warm-up: connections, JIT, the database pool.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  (${result.requests.total} requests, ${non2xx} not 2xx)`,
  );
  if (non2xx > 0) throw new Error(`${title}: ${non2xx} answers were not 2xx`);
  return result;
}

try {
  console.log(
    `autocannon -c ${CONNECTIONS} -d ${SECONDS}, on PostgreSQL${process.env.REDIS_URL ? ' with Redis' : ''}`,
  );
  const bare = await load('bare Fastify GET /bare', `${ready.bareUrl}/bare`);
  const balances = await load('GET /api/assets/balances (auth)', `${ready.appUrl}/api/assets/balances`, {
    authorization: `Bearer ${ready.token}`,
  });
  const ratio = balances.requests.average / bare.requests.average;
  console.log(
    `api balances_rps=${balances.requests.average.toFixed(0)} bare_rps=${bare.requests.average.toFixed(0)} ratio=${ratio.toFixed(2)} p99_ms=${balances.latency.p99}`,
  );
} finally {
  servers.kill('SIGTERM');
}

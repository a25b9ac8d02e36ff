// `npm run start:cluster`: the product as several processes on one PostgreSQL and one Redis: a
// worker (deposit indexer, payouts, settlement, releases; on the local chain it also starts anvil
// and deploys) and two stateless API replicas that only serve. Needs DATABASE_URL and REDIS_URL.
// Ports: API on PORT and PORT+1 (8080, 8081), the worker's health and metrics on PORT+2. Put a load
// balancer in front of the two API ports (docs: README, "Deploying to production"). Ctrl-C stops
// the replicas, then the worker.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';

const env = { ...process.env };
for (const name of ['DATABASE_URL', 'REDIS_URL']) {
  if (!env[name]) {
    console.error(`start:cluster needs ${name}: replicas share PostgreSQL and Redis (see README)`);
    process.exit(2);
  }
}
const basePort = Number(env.PORT ?? 8080);
const host = env.HOST ?? '127.0.0.1';

// CLUSTER_SKIP_BUILD=1 skips the contracts and the web app; the server is built every time (a
// fraction of a second), so the processes never run an older build of it.
const build =
  env.CLUSTER_SKIP_BUILD === '1'
    ? spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], { stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [];
function start(name, extra) {
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.mjs'], {
    env: { ...env, ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  child.on('exit', (code, signal) => {
    console.log(`[${name}] exited (${signal ?? code})`);
    if (!stopping) void stop(1);
  });
  children.push({ name, child });
  return child;
}

async function waitReady(port, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://${host}:${port}/api/ready`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`nothing ready on port ${port} after ${seconds} s`);
}

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  // The replicas first, so no request reaches a stopped worker's jobs; then the worker.
  for (const { child } of [...children].reverse()) {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

const workerPort = basePort + 2;
start('worker', { PROCESS_ROLE: 'worker', PORT: String(workerPort) });
await waitReady(workerPort, 240);
// On the local chain the API replicas use the worker's anvil and the contracts it recorded.
const chain = env.CHAIN_RPC_URL
  ? {}
  : { CHAIN_RPC_URL: `http://127.0.0.1:${env.LOCAL_CHAIN_PORT ?? 8545}`, CHAIN_ID: '31337' };
for (const [i, port] of [basePort, basePort + 1].entries()) {
  start(`api-${i + 1}`, { PROCESS_ROLE: 'api', PORT: String(port), ...chain });
}
await Promise.all([waitReady(basePort, 120), waitReady(basePort + 1, 120)]);
console.log(
  `\nWOOHOO cluster ready: API at http://${host}:${basePort} and http://${host}:${basePort + 1}, worker at http://${host}:${workerPort}\n`,
);

// The service started on a restored database the way `npm start` and the image start it: the
// server built into apps/server/dist (apps/server/scripts/build.mjs) and run by Node, with the
// caller's environment and the restored database's URL, then asked /api/ready until it answers.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from '../../apps/server/src/config/repo-root';

/** How long the service has to answer /api/ready: a worker's first tick checks the whole ledger. */
const READY_TIMEOUT_MS = 240_000;
const READY_POLL_MS = 250;
/** How long the service has to stop on SIGTERM before it is killed. */
const STOP_GRACE_MS = 20_000;

export type Service = { url: string; readyMs: number; stop: () => Promise<void> };

/** A free TCP port on `host`. */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Builds the server (a fraction of a second), so the drill never serves an older build. */
export function buildServer(): void {
  const built = spawnSync(process.execPath, [join(REPO_ROOT, 'apps/server/scripts/build.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error(`the server build failed (${built.status})`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The service on `databaseUrl` as `role` (PROCESS_ROLE), on `port` or a free one, its output on
 * standard error behind `[service]`; resolves once /api/ready answers 200.
 */
export async function startService(options: {
  databaseUrl: string;
  role: string;
  port?: number;
  env?: NodeJS.ProcessEnv;
  /** Called with the service's stop as soon as it is started, before it is ready: a clean-up reaches it. */
  onStarted?: (stop: () => Promise<void>) => void;
}): Promise<Service> {
  const env = { ...(options.env ?? process.env) };
  const host = env.HOST ?? '127.0.0.1';
  const port = options.port ?? (await freePort(host));
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', join(REPO_ROOT, 'apps/server/dist/main.mjs')],
    {
      env: { ...env, DATABASE_URL: options.databaseUrl, PROCESS_ROLE: options.role, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  options.onStarted?.(() => stopChild(child));
  const tail: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => {
      process.stderr.write(`[service] ${line}\n`);
      tail.push(line);
      if (tail.length > 40) tail.shift();
    });
  const url = `http://${host}:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the service exited (${child.exitCode ?? child.signalCode}) before it was ready`);
      const ready = await fetch(`${url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`the service was not ready within ${READY_TIMEOUT_MS} ms`);
      await new Promise((r) => setTimeout(r, READY_POLL_MS));
    }
  } catch (error) {
    await stopChild(child);
    throw new Error(`${(error as Error).message}\n--- the service's last lines ---\n${tail.join('\n')}`);
  }
  return { url, readyMs: Math.round(performance.now() - started), stop: () => stopChild(child) };
}

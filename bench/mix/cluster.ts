// The processes `npm run bench:mix` loads, in the shape of `npm run start:cluster`: two API
// replicas (the real main.ts with PROCESS_ROLE=api, as scripts/start-cluster.mjs starts them) on
// one PostgreSQL database and one Redis, beside a test chain with the contracts deployed (as the
// process cluster of the tests runs them, testing/process-cluster.ts). No worker: nothing in the
// mix waits for a background job. And two bare Fastify processes, the baseline in the same shape.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sharedProcessEnv } from '../../apps/server/src/testing/process-env';
import {
  buildServerBundle,
  isRunning,
  killHard,
  type ServerProcess,
  startServerProcess,
} from '../../apps/server/src/testing/server-process';
import { startTestChain, type TestChain } from '../../apps/server/src/testing/test-chain';

export const REPLICAS = 2;

export type Cluster = {
  chain: TestChain;
  apiUrls: string[];
  bareUrls: string[];
  /** The replicas' process ids, for a profiler or `top`. */
  apiPids: number[];
  stop: () => Promise<void>;
};

async function stopGently(replica: ServerProcess): Promise<void> {
  if (!isRunning(replica)) return;
  const exited = new Promise((done) => replica.child.once('exit', done));
  replica.child.kill('SIGTERM');
  const timer = setTimeout(() => void killHard(replica), 15_000);
  await exited;
  clearTimeout(timer);
}

/** A bare server process; resolves once it printed its URL. */
async function startBare(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mix/bare-server.ts'], {
    cwd: join(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code}) before it was ready`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line).url));
  });
  return { child, url };
}

/**
 * Starts the replicas on `databaseUrl` and `redisUrl` with `env` added (rate limits, profiling
 * flags). They log at `info` as in production; once a replica is ready its output is read and
 * dropped rather than kept (a run's request log would grow without end).
 */
export async function startCluster(options: {
  databaseUrl: string;
  redisUrl: string;
  env: Record<string, string>;
  /** Node flags for the replicas (--cpu-prof). */
  nodeFlags?: string[];
}): Promise<Cluster> {
  const chain = await startTestChain();
  const dataDir = mkdtempSync(join(tmpdir(), 'woohoo-bench-mix-'));
  const replicas: ServerProcess[] = [];
  const bares: ChildProcess[] = [];
  const stop = async () => {
    // SIGTERM first: main.ts shuts down and a --cpu-prof profile is written on the way out.
    await Promise.all(replicas.map((replica) => stopGently(replica)));
    for (const bare of bares) bare.kill('SIGTERM');
    await chain.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const { env: shared } = sharedProcessEnv(chain, dataDir);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PROCESS_ROLE: 'api',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      ...shared,
      LOG_LEVEL: 'info',
      ...options.env,
    };
    buildServerBundle();
    for (let i = 0; i < REPLICAS; i++) {
      const replica = await startServerProcess(env, 120_000, options.nodeFlags);
      replicas.push(replica);
      for (const stream of [replica.child.stdout, replica.child.stderr]) {
        stream?.removeAllListeners('data');
        stream?.resume();
      }
    }
    const bareUrls: string[] = [];
    for (let i = 0; i < REPLICAS; i++) {
      const bare = await startBare();
      bares.push(bare.child);
      bareUrls.push(bare.url);
    }
    return {
      chain,
      apiUrls: replicas.map((r) => r.baseUrl),
      bareUrls,
      apiPids: replicas.map((r) => r.child.pid!),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

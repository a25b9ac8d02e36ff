import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '@woohoo/contracts/find-free-port';
import type { Db } from '../db/db';
import { signInOperator } from '../scripts/operator-sign-in';
import { sharedProcessEnv } from './process-env';
import { isRunning, killHard, type ServerProcess, startServerProcess } from './server-process';
import { startTestChain, type TestChain } from './test-chain';
import { createTestDb } from './test-db';

export type Role = 'api' | 'worker';

export type ProcessCluster = {
  chain: TestChain;
  /** The test's own connection to the cluster's database, for what it checks behind the API. */
  db: Db;
  /** A session of the cluster's operator wallet, signed in with its key as the CLI does. */
  operatorToken: string;
  /** Where the API answers; the same port across restarts. */
  baseUrl: string;
  /** The process now running a role (the last one started). */
  process: (role: Role) => ServerProcess;
  /** SIGKILL, as a crash or a power cut: no shutdown code runs. */
  kill: (role: Role) => Promise<void>;
  /** Starts a role again on its port and waits until it says it is ready. */
  start: (role: Role) => Promise<void>;
  /** Processes that exited without being killed by `kill`, with their output: a crash. */
  crashes: string[];
  close: () => Promise<void>;
};

/**
 * The product as separate processes on one PostgreSQL database, as `npm run start:cluster` runs it:
 * the real `main.ts` once per role (PROCESS_ROLE=api serves, PROCESS_ROLE=worker runs the deposit
 * indexer, the payout worker and the scheduled jobs). The chain is a test anvil started here,
 * outside the processes, so it outlives every kill; the database is a fresh one (its connections
 * are named `woohoo-<role>` in pg_stat_activity). No Redis: it only holds rate-limit counts. Needs
 * DATABASE_URL.
 */
export async function startProcessCluster(options: {
  roles: readonly Role[];
  /** More environment for every process (money settings such as WITHDRAW_AUTO_APPROVE_BELOW). */
  env?: Record<string, string>;
}): Promise<ProcessCluster> {
  const chain = await startTestChain();
  const database = await createTestDb('postgres').catch(async (error: unknown) => {
    await chain.stop();
    throw error;
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'woohoo-cluster-'));
  const { env: shared, operator } = sharedProcessEnv(chain, dataDir);
  const ports: Record<Role, number> = { api: await findFreePort(), worker: await findFreePort() };
  const envOf = (role: Role): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of ['REDIS_URL', 'LOCAL_CHAIN_PORT', 'OPERATOR_ADDRESSES']) delete env[name];
    const url = new URL(database.url as string);
    url.searchParams.set('application_name', `woohoo-${role}`);
    return {
      ...env,
      PROCESS_ROLE: role,
      PORT: String(ports[role]),
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      ...shared,
      LOG_LEVEL: 'warn',
      CHAIN_POLL_MS: '100',
      ...options.env,
    };
  };

  const running = new Map<Role, ServerProcess>();
  const killing = new Set<ServerProcess>();
  const crashes: string[] = [];
  const start = async (role: Role) => {
    const server = await startServerProcess(envOf(role));
    server.child.once('exit', (code, signal) => {
      if (!killing.has(server)) crashes.push(`${role} exited with ${signal ?? code}:\n${server.output()}`);
    });
    running.set(role, server);
  };
  const kill = async (role: Role) => {
    const server = running.get(role);
    if (!server) return;
    killing.add(server);
    await killHard(server);
  };
  const close = async () => {
    for (const role of [...running.keys()]) await kill(role);
    await database.drop().catch((error: unknown) => console.warn(`dropping the cluster database: ${error}`));
    await chain.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    // Together: the keys are written already and migrations take turns under their lock.
    await Promise.all(options.roles.map(start));
  } catch (error) {
    await close();
    throw error;
  }
  const baseUrl = `http://127.0.0.1:${ports.api}`;
  let operatorToken: string;
  try {
    operatorToken = (await signInOperator(baseUrl, operator)).token;
  } catch (error) {
    await close();
    throw error;
  }
  return {
    chain,
    db: database.db,
    operatorToken,
    baseUrl,
    process: (role) => {
      const server = running.get(role);
      if (!server || !isRunning(server)) throw new Error(`the ${role} is not running`);
      return server;
    },
    kill,
    start,
    crashes,
    close,
  };
}

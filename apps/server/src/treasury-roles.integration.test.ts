import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '@woohoo/contracts/find-free-port';
import type { LocalAccount } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDeploymentPath } from './chain/local-chain';
import { signInOperator } from './scripts/operator-sign-in';
import { sharedProcessEnv } from './testing/process-env';
import { api, type ServerProcess, startServerProcess } from './testing/server-process';
import { startTestChain, type TestChain } from './testing/test-chain';

/**
 * DESIGN.md "Custody (real money)": one process holds the treasury key, the worker; an API
 * replica never loads it. The real main.ts, one role at a time on one data folder (PGlite, so
 * never two at once): the worker records the treasury's address beside the contracts, and an
 * api process serves with the key file gone.
 */
describe('the treasury key by process role', () => {
  let chain: TestChain;
  let dataDir: string;
  let shared: Record<string, string>;
  let operator: LocalAccount;
  let running: ServerProcess | undefined;
  beforeAll(async () => {
    chain = await startTestChain();
    dataDir = mkdtempSync(join(tmpdir(), 'woohoo-roles-'));
    ({ env: shared, operator } = sharedProcessEnv(chain, dataDir));
  });
  afterAll(async () => {
    if (running) await stop(running);
    await chain?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const envOf = async (role: 'api' | 'worker', extra: Record<string, string> = {}) => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of [
      'DATABASE_URL',
      'REDIS_URL',
      'LOCAL_CHAIN_PORT',
      'OPERATOR_ADDRESSES',
      'TREASURY_ADDRESS',
    ])
      delete env[name];
    // TREASURY_ADDRESS only where a test gives it: the api process here reads the worker's record.
    const { TREASURY_ADDRESS: _, ...withoutAddress } = shared;
    return {
      ...env,
      ...withoutAddress,
      PROCESS_ROLE: role,
      PORT: String(await findFreePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CHAIN_POLL_MS: '100',
      ...extra,
    };
  };
  /** SIGTERM, and wait until it has exited (PGlite's folder is then free for the next process). */
  const stop = async (server: ServerProcess) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return;
    const exited = new Promise((done) => server.child.once('exit', done));
    server.child.kill('SIGTERM');
    await exited;
  };

  it('refuses to start a worker whose key is not TREASURY_ADDRESS', async () => {
    const other = '0x000000000000000000000000000000000000dEaD';
    const output = await startServerProcess(await envOf('worker', { TREASURY_ADDRESS: other })).then(
      (server) => {
        running = server;
        return 'started';
      },
      (error: Error) => error.message,
    );
    expect(output).toMatch(/the server exited with 1/);
    expect(output).toContain(
      `TREASURY_ADDRESS is ${other}, but the treasury signer (file) signs as ${chain.treasury.account.address}`,
    );
    expect(output.toLowerCase()).not.toContain(chain.treasuryKey.slice(2).toLowerCase());
  });

  it('serves an api process without the key file, the treasury as the worker recorded it', async () => {
    const worker = await startServerProcess(await envOf('worker'));
    running = worker;
    await stop(worker);
    const deployment = localDeploymentPath(dataDir, chain.chainId);
    expect(JSON.parse(readFileSync(deployment, 'utf8')).treasury).toBe(chain.treasury.account.address);

    // The key is gone: an api process that read it would fail to start.
    rmSync(shared.TREASURY_KEY_FILE as string);
    expect(existsSync(shared.TREASURY_KEY_FILE as string)).toBe(false);
    const server = await startServerProcess(await envOf('api'));
    running = server;
    const { status, body } = await api<{ treasuryAddress: string }>(server, '/api/money/config');
    expect(status).toBe(200);
    expect(body.data.treasuryAddress).toBe(chain.treasury.account.address);
    // The pool's reward is signed by the worker: the api process records the request, keyless.
    const { token: operatorToken } = await signInOperator(server.baseUrl, operator);
    const reward = await api<{ state: string }>(server, '/api/operator/pool/reward', {
      method: 'POST',
      headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '1000000000000000000' }),
    });
    expect(reward.status).toBe(200);
    expect(reward.body.data.state).toBe('requested');
    expect(existsSync(shared.TREASURY_KEY_FILE as string)).toBe(false);
    await stop(server);
  });
});

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findFreePort } from '@woohoo/contracts/find-free-port';
import { ERRORS } from '@woohoo/shared/error-codes';
import { parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import {
  api,
  killHard,
  SERVER_DIR,
  type ServerProcess,
  signInOverHttp,
  startServerProcess,
  until,
} from './testing/server-process';
import { rechargeOnChain } from './testing/test-chain';

/**
 * README "If the local chain is behind", end to end: the real `npm start` (main.ts) killed with
 * SIGKILL after a credited deposit and a paid withdrawal. Killing its process group takes anvil
 * down with it, as a power cut does. It must come back with both intact; and when its chain is lost it must say so in one
 * line, be red everywhere, and work again after the one documented command.
 */
const REPO_ROOT = resolve(SERVER_DIR, '../..');
const USER = mnemonicToAccount('test test test test test test test test test test test junk', {
  addressIndex: 2,
});

function serverEnv(dataDir: string, port: number, chainPort: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOCAL_CHAIN_PORT: String(chainPort),
    LOG_LEVEL: 'warn',
    CHAIN_POLL_MS: '100',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'CHAIN_RPC_URL', 'CHAIN_ID']) delete env[name];
  return env;
}

/** main.ts runs in its own process group with its anvil: node, PGlite and anvil die at once. */
const killAll = (server: Server) => killHard(server, 300);
type Server = ServerProcess;

const signIn = (server: Server) => signInOverHttp(server, USER);

async function recharge(server: Server, chainPort: number, amountWei: bigint): Promise<void> {
  const { body: config } = await api<{ contracts: { usdt: `0x${string}`; recharge: `0x${string}` } }>(
    server,
    '/api/config',
  );
  await rechargeOnChain(`http://127.0.0.1:${chainPort}`, config.data.contracts, USER, amountWei);
}

const usdtAvailable = async (server: Server, token: string) => {
  const { body } = await api<{ asset: string; available: string }[]>(server, '/api/assets/balances', {
    headers: { authorization: `Bearer ${token}` },
  });
  return BigInt(body.data.find((b) => b.asset === 'USDT')?.available ?? '0');
};

function npmRun(args: string[], env: NodeJS.ProcessEnv) {
  return spawnSync('npm', ['run', '--silent', ...args], { cwd: REPO_ROOT, env, encoding: 'utf8' });
}

describe('npm start after kill -9', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'woohoo-crash-'));
  let server: Server | undefined;
  afterAll(async () => {
    if (server) await killAll(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a credited deposit and a paid withdrawal; a lost chain is red everywhere until reset-local', async () => {
    const [port, chainPort] = [await findFreePort(), await findFreePort()];
    const env = serverEnv(dataDir, port, chainPort);

    // 1. A deposit credited and a withdrawal paid.
    server = await startServerProcess(env);
    let token = await signIn(server);
    await recharge(server, chainPort, parseEther('100'));
    await until(
      'the deposit credit',
      () => usdtAvailable(server as Server, token),
      (v) => v === parseEther('100'),
    );
    const withdraw = await api<{ id: string }>(server, '/api/withdraw', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': 'crash-w1',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ asset: 'USDT', amount: parseEther('20').toString() }),
    });
    expect(withdraw.body.code).toBe(10000);
    const withdrawalPath = `/api/withdraw/${withdraw.body.data.id}`;
    const auth = () => ({ headers: { authorization: `Bearer ${token}` } });
    await until(
      'the payout',
      async () => (await api<{ status: string }>(server as Server, withdrawalPath, auth())).body.data.status,
      (s) => s === 'success',
    );
    // The chain writes its state every second; a crash after that loses nothing.
    await new Promise((done) => setTimeout(done, 2_500));
    await killAll(server);

    // 2. Restarted: both intact, nothing halted.
    server = await startServerProcess(env);
    expect(server.output()).not.toContain('LOCAL CHAIN BEHIND');
    expect(await usdtAvailable(server, token)).toBe(parseEther('80'));
    expect((await api<{ status: string }>(server, withdrawalPath, auth())).body.data.status).toBe('success');
    expect((await api(server, '/api/ready')).status).toBe(200);
    const report = await until(
      'a healthy report',
      async () =>
        (await api<{ healthy: boolean; problems: string[] }>(server as Server, '/api/transparency')).body
          .data,
      (r) => r.healthy,
    );
    expect(report.problems).toEqual([]);
    await killAll(server);

    // 3. The chain lost everything (no state written before the cut): one line, red everywhere.
    rmSync(join(dataDir, 'chain/anvil-state.json'));
    server = await startServerProcess(env);
    const behindLines = server
      .output()
      .split('\n')
      .filter((l) => l.includes('LOCAL CHAIN BEHIND'));
    expect(behindLines).toHaveLength(1);
    expect(behindLines[0]).toContain('npm run reset-local -- --yes');
    const health = await api<{ status: string; problems: string[] }>(server, '/api/health');
    expect(health.body.data.status).toBe('halted');
    expect(health.body.data.problems.join()).toMatch(/local chain halted: .*reset-local/);
    const ready = await api(server, '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.msg).toMatch(/local chain halted/);
    const red = await until(
      'a red report',
      async () =>
        (await api<{ healthy: boolean; problems: string[] }>(server as Server, '/api/transparency')).body
          .data,
      (r) => !r.healthy,
    );
    expect(red.problems.join()).toMatch(/local chain halted: .*chain ends at block/);
    // No promise that cannot be kept: a withdrawal is refused and nothing is held.
    const paused = await api<{ paused: boolean; reason: string }>(
      server,
      '/api/withdraw/availability',
      auth(),
    );
    expect(paused.body.data).toMatchObject({ paused: true, reason: 'chainBehind' });
    const notHeld = await api(server, '/api/withdraw', {
      method: 'POST',
      headers: { ...auth().headers, 'idempotency-key': 'crash-w2', 'content-type': 'application/json' },
      body: JSON.stringify({ asset: 'USDT', amount: parseEther('10').toString() }),
    });
    expect(notHeld.status).toBe(503);
    expect(notHeld.body.code).toBe(ERRORS.withdrawalsPaused.code);
    expect(await usdtAvailable(server, token)).toBe(parseEther('80'));
    await killAll(server);

    // 4. The documented recovery: refused without --yes, done with it.
    const refused = npmRun(['reset-local'], env);
    expect(refused.status).toBe(1);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
    const reset = npmRun(['reset-local', '--', '--yes'], env);
    expect(reset.status, reset.stderr).toBe(0);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    expect(existsSync(join(dataDir, 'keys'))).toBe(true);

    // 5. Deposits work again.
    server = await startServerProcess(env);
    expect(server.output()).not.toContain('LOCAL CHAIN BEHIND');
    token = await signIn(server);
    await recharge(server, chainPort, parseEther('30'));
    await until(
      'the new deposit credit',
      () => usdtAvailable(server as Server, token),
      (v) => v === parseEther('30'),
    );
    expect((await api(server, '/api/ready')).status).toBe(200);
    // Four starts of the whole product and two runs of reset-local, each a process of its own: about
    // 25 s alone, and under `npm test` they share two cores with the other suites.
  }, 300_000);
});

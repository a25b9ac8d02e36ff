import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rechargeAbi } from '@woohoo/contracts/abis';
import { findFreePort } from '@woohoo/contracts/find-free-port';
import { encryptLoginPayload } from '@woohoo/shared/login-crypto';
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { anvil } from 'viem/chains';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Item 9, end to end: the real `npm start` (main.ts) killed with SIGKILL after a credited
 * deposit and a paid withdrawal. Killing its process group takes anvil down with it, as a power
 * cut does. It must come back with both intact; and when its chain is lost it must say so in one
 * line, be red everywhere, and work again after the one documented command.
 */
const SERVER_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const REPO_ROOT = resolve(SERVER_DIR, '../..');
const USER = mnemonicToAccount('test test test test test test test test test test test junk', {
  addressIndex: 2,
});

type Envelope<T = unknown> = { code: number; msg: string; data: T };

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

type Server = { child: ChildProcess; output: () => string; baseUrl: string };

async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  // Its own process group, so a SIGKILL to the group takes anvil too, like a power cut.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const baseUrl = await new Promise<string>((resolveReady, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 60 s:\n${output}`)), 60_000);
    const poll = setInterval(() => {
      const match = output.match(/ready at (http:\/\/\S+)/);
      if (match?.[1]) {
        clearInterval(poll);
        clearTimeout(timer);
        resolveReady(match[1]);
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  return { child, output: () => output, baseUrl };
}

/** SIGKILL to the whole process group: node, PGlite and anvil die at once, nothing is flushed. */
async function killHard(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((done) => server.child.once('exit', done));
  process.kill(-(server.child.pid as number), 'SIGKILL');
  await exited;
  // anvil is in the group too; give the kernel a moment to free its port.
  await new Promise((done) => setTimeout(done, 300));
}

async function api<T>(
  server: Server,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${server.baseUrl}${path}`, init);
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

async function signIn(server: Server): Promise<string> {
  const { body: config } = await api<{ rsaPublicKey: string }>(server, '/api/config');
  const { body: nonce } = await api<{ nonce: string }>(server, `/api/auth/nonce?address=${USER.address}`);
  const host = new URL(server.baseUrl).host;
  const message = createSiweMessage({
    domain: host,
    address: USER.address,
    statement: 'Sign in to WOOHOO',
    uri: server.baseUrl,
    version: '1',
    chainId: anvil.id,
    nonce: nonce.data.nonce,
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 5 * 60_000),
  });
  const signature = await USER.signMessage({ message });
  const { key, body } = await encryptLoginPayload(config.data.rsaPublicKey, { message, signature });
  const login = await api<{ token: string }>(server, '/api/login', {
    method: 'POST',
    headers: { key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (login.body.code !== 10000) throw new Error(`sign-in failed: ${JSON.stringify(login.body)}`);
  return login.body.data.token;
}

async function recharge(server: Server, chainPort: number, amountWei: bigint): Promise<void> {
  const { body: config } = await api<{ contracts: { usdt: `0x${string}`; recharge: `0x${string}` } }>(
    server,
    '/api/config',
  );
  const transport = http(`http://127.0.0.1:${chainPort}`);
  const client = createPublicClient({ chain: anvil, transport });
  const wallet = createWalletClient({ account: USER, chain: anvil, transport });
  const { usdt, recharge: rechargeAddress } = config.data.contracts;
  await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: usdt,
      abi: erc20Abi,
      functionName: 'approve',
      args: [rechargeAddress, amountWei],
    }),
  });
  await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: rechargeAddress,
      abi: rechargeAbi,
      functionName: 'doRecharge',
      args: [amountWei],
    }),
  });
}

async function until<T>(
  what: string,
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (ok(last)) return last;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(last)}`);
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
    if (server) await killHard(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a credited deposit and a paid withdrawal; a lost chain is red everywhere until reset-local', async () => {
    const [port, chainPort] = [await findFreePort(), await findFreePort()];
    const env = serverEnv(dataDir, port, chainPort);

    // 1. A deposit credited and a withdrawal paid.
    server = await startServer(env);
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
    await killHard(server);

    // 2. Restarted: both intact, nothing halted.
    server = await startServer(env);
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
    await killHard(server);

    // 3. The chain lost everything (no state written before the cut): one line, red everywhere.
    rmSync(join(dataDir, 'chain/anvil-state.json'));
    server = await startServer(env);
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
    await killHard(server);

    // 4. The documented recovery: refused without --yes, done with it.
    const refused = npmRun(['reset-local'], env);
    expect(refused.status).toBe(1);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
    const reset = npmRun(['reset-local', '--', '--yes'], env);
    expect(reset.status, reset.stderr).toBe(0);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    expect(existsSync(join(dataDir, 'keys'))).toBe(true);

    // 5. Deposits work again.
    server = await startServer(env);
    expect(server.output()).not.toContain('LOCAL CHAIN BEHIND');
    token = await signIn(server);
    await recharge(server, chainPort, parseEther('30'));
    await until(
      'the new deposit credit',
      () => usdtAvailable(server as Server, token),
      (v) => v === parseEther('30'),
    );
    expect((await api(server, '/api/ready')).status).toBe(200);
  }, 120_000);
});

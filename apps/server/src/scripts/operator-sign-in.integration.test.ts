import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeOperatorListener, listenOperator } from '../plugins/operator-listener';
import { newUser } from '../testing/money-helpers';
import { SERVER_DIR } from '../testing/server-process';
import {
  createTestApp,
  TEST_OPERATOR_TOKEN,
  TEST_SECOND_OPERATOR_ACCOUNT,
  TEST_SECOND_OPERATOR_KEY,
  type TestContext,
} from '../testing/test-app';
import { testBackends } from '../testing/test-db';
import { readSessions, sessionKey } from './operator-session-cache';
import {
  OperatorSignInError,
  operatorSession,
  operatorSignOut,
  readOperatorKey,
  signInOperator,
} from './operator-sign-in';

/**
 * The CLI signs in with the operator's own key file as the console signs a wallet in (docs/rules.md
 * "Operators, the audit and balance adjustments"), over real sockets, with OPERATOR_LISTEN_PORT's
 * split: the operator routes answer on the operator listener only.
 */
describe.each(testBackends())('operator CLI sign-in and the operator listener on %s', (backend) => {
  let ctx: TestContext;
  let operatorServer: Server;
  let publicUrl: string;
  let operatorUrl: string;
  const dir = mkdtempSync(join(tmpdir(), 'operator-sign-in-'));
  const cacheFile = join(dir, 'config', 'woohoo', 'operator-sessions.json');
  const keyFile = (name: string, key: string, mode = 0o600) => {
    const file = join(dir, name);
    writeFileSync(file, `${key}\n`, { mode });
    chmodSync(file, mode);
    return file;
  };
  const urlOf = (server: Server) => {
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return `http://127.0.0.1:${address.port}`;
  };
  const get = async (base: string, path: string, token?: string) => {
    const response = await fetch(`${base}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.status, body: (await response.json()) as { code: number; data: unknown } };
  };
  const loginsAudited = async () =>
    (await ctx.db.query("SELECT 1 FROM operator_audit WHERE action = 'operator.login'")).length;

  beforeAll(async () => {
    ctx = await createTestApp(backend, { operatorListenerOnly: true });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    publicUrl = urlOf(ctx.app.server);
    operatorServer = await listenOperator(ctx.app, { host: '127.0.0.1', port: 0 });
    operatorUrl = urlOf(operatorServer);
  });
  afterAll(async () => {
    if (operatorServer) await closeOperatorListener(operatorServer);
    await ctx?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the operator routes on the operator listener only; the public one answers 404', async () => {
    for (const path of ['/api/operator/me', '/api/operator/withdrawals?status=all', '/api/%6Fperator/me']) {
      const refused = await get(publicUrl, path, TEST_OPERATOR_TOKEN);
      expect(refused.status, path).toBe(404);
      expect(refused.body).toMatchObject({ code: 40400, data: null });
      const served = await get(operatorUrl, path, TEST_OPERATOR_TOKEN);
      expect(served.status, path).toBe(200);
      expect(served.body.code).toBe(10000);
    }
    // Sign-in too: the public internet cannot even try an operator key.
    const login = await fetch(`${publicUrl}/api/operator/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(login.status).toBe(404);
    // What the console and the CLI need to sign in is on both: the app's config and the nonce.
    for (const base of [publicUrl, operatorUrl]) {
      expect((await get(base, '/api/config')).body.code).toBe(10000);
      expect(
        (await get(base, `/api/auth/nonce?address=${TEST_SECOND_OPERATOR_ACCOUNT.address}`)).body.code,
      ).toBe(10000);
    }
    // User routes stay on the public listener as before.
    expect((await get(publicUrl, '/api/health')).status).toBe(200);
  });

  it("signs the CLI in with an operator's key file, caches the session 0600 and audits the wallet", async () => {
    expect(() => readOperatorKey(keyFile('open.key', TEST_SECOND_OPERATOR_KEY, 0o644))).toThrow(
      /may be read by its group or others \(mode 644\); chmod 600 it/,
    );
    expect(() => readOperatorKey(join(dir, 'missing.key'))).toThrow(/does not exist/);
    const account = readOperatorKey(keyFile('second.key', TEST_SECOND_OPERATOR_KEY));
    expect(account.address).toBe(TEST_SECOND_OPERATOR_ACCOUNT.address);

    const before = await loginsAudited();
    const session = await operatorSession(operatorUrl, account, cacheFile);
    expect(session.address).toBe(TEST_SECOND_OPERATOR_ACCOUNT.address);
    expect(readSessions(cacheFile)[sessionKey(operatorUrl, TEST_SECOND_OPERATOR_ACCOUNT.address)]).toEqual(
      session,
    );
    expect((await get(operatorUrl, '/api/operator/me', session.token)).body.data).toEqual({
      actor: TEST_SECOND_OPERATOR_ACCOUNT.address,
      via: 'wallet',
    });
    // The next command reuses the cached session: one sign-in in the audit.
    expect((await operatorSession(operatorUrl, account, cacheFile)).token).toBe(session.token);
    expect(await loginsAudited()).toBe(before + 1);

    // What the CLI does is audited as the key's wallet.
    const alice = await newUser(ctx);
    const adjusted = await fetch(`${operatorUrl}/api/operator/users/${alice.account.address}/adjustments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${session.token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ asset: 'USDT', amount: '5', reason: 'Goodwill for the outage' }),
    });
    expect(((await adjusted.json()) as { code: number }).code).toBe(10000);
    const [row] = await ctx.db.query<{ actor: string }>(
      "SELECT actor FROM operator_audit WHERE action = 'user.adjust' ORDER BY id DESC LIMIT 1",
    );
    expect(row?.actor).toBe(TEST_SECOND_OPERATOR_ACCOUNT.address);
  });

  it('refuses a key whose wallet is not on the operator list', async () => {
    const stranger = readOperatorKey(keyFile('stranger.key', generatePrivateKey()));
    await expect(signInOperator(operatorUrl, stranger)).rejects.toThrow(OperatorSignInError);
    await expect(signInOperator(operatorUrl, stranger)).rejects.toThrow(/code 40300/);
    const sessions = await ctx.db.query('SELECT 1 FROM operator_sessions WHERE address = $1', [
      stranger.address,
    ]);
    expect(sessions).toHaveLength(0);
  });

  it('refuses a signed-out or expired session; the CLI then signs in again with the key', async () => {
    const account = readOperatorKey(keyFile('second-again.key', TEST_SECOND_OPERATOR_KEY));
    const first = await operatorSession(operatorUrl, account, cacheFile);
    expect((await operatorSignOut(operatorUrl, TEST_SECOND_OPERATOR_ACCOUNT.address, cacheFile))?.token).toBe(
      first.token,
    );
    const revoked = await get(operatorUrl, '/api/operator/me', first.token);
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe(1012);
    expect(
      readSessions(cacheFile)[sessionKey(operatorUrl, TEST_SECOND_OPERATOR_ACCOUNT.address)],
    ).toBeUndefined();

    const second = await operatorSession(operatorUrl, account, cacheFile);
    expect(second.token).not.toBe(first.token);
    // Past the 12-hour session (the server's clock): the cached token opens nothing, a new one is made.
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 13 * 3600 * 1000);
    expect((await get(operatorUrl, '/api/operator/me', second.token)).body.code).toBe(1012);
    const third = await operatorSession(operatorUrl, account, cacheFile);
    expect(third.token).not.toBe(second.token);
    expect((await get(operatorUrl, '/api/operator/me', third.token)).body.code).toBe(10000);
  });

  it('runs the command line end to end: login with the key file, a command as its wallet, logout', async () => {
    const second = keyFile('cli-second.key', TEST_SECOND_OPERATOR_KEY);
    const cli = (args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/scripts/operator.ts', ...args], {
        cwd: SERVER_DIR,
        env: {
          ...process.env,
          OPERATOR_API_URL: operatorUrl,
          OPERATOR_KEY_FILE: second,
          XDG_CONFIG_HOME: join(dir, 'cli-config'),
        },
      });
    const login = await cli(['login']);
    expect(login.stdout).toContain(`signed in as ${TEST_SECOND_OPERATOR_ACCOUNT.address} until`);
    const cached = readSessions(join(dir, 'cli-config', 'woohoo', 'operator-sessions.json'))[
      sessionKey(operatorUrl, TEST_SECOND_OPERATOR_ACCOUNT.address)
    ];
    expect(cached?.address).toBe(TEST_SECOND_OPERATOR_ACCOUNT.address);
    expect((await cli(['payouts', 'stop'])).stdout).toMatch(/stopped/i);
    const [row] = await ctx.db.query<{ actor: string }>(
      "SELECT actor FROM operator_audit WHERE action = 'payouts.stop' ORDER BY id DESC LIMIT 1",
    );
    expect(row?.actor).toBe(TEST_SECOND_OPERATOR_ACCOUNT.address);
    expect((await cli(['logout'])).stdout).toContain(`signed ${TEST_SECOND_OPERATOR_ACCOUNT.address} out`);
    expect((await get(operatorUrl, '/api/operator/me', cached?.token)).body.code).toBe(1012);
    // A key whose wallet is not an operator's gets nothing, said so.
    const stranger = keyFile('cli-stranger.key', generatePrivateKey());
    await expect(cli(['payouts', 'status', '--key-file', stranger])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/40300/),
    });
    // Four CLI processes, each a cold start of the script (some seconds on a loaded machine).
  }, 240_000);
});

import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, LOG_REDACT_PATHS } from './app';
import { createWorkerStatus } from './jobs/worker-status';
import { generateRsaKey } from './keys/rsa-key';
import { buildAppConfig } from './modules/config/app-config';
import { createTransparencySnapshots } from './modules/transparency/transparency-snapshots';
import { createTestApp, signIn, TEST_ORIGIN, type TestContext, testMoneyOptions } from './testing/test-app';
import { createTestDb } from './testing/test-db';

describe('the API surface', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('answers health, config, OpenAPI and docs', async () => {
    ctx = await createTestApp('pglite');
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({
      code: 10000,
      msg: 'success',
      data: { status: 'ok', db: true, migrated: true, chain: true, redis: null, problems: [] },
    });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);

    const config = (await ctx.app.inject({ method: 'GET', url: '/api/config' })).json().data;
    expect(config.chain).toMatchObject({
      chainId: 31337,
      chainIdHex: '0x7a69',
      nativeCurrency: { symbol: 'BNB', decimals: 18 },
    });
    expect(config.rsaPublicKey).toContain('BEGIN PUBLIC KEY');
    expect(config.languages).toHaveLength(14);
    expect(config.devWallet).toBe(true);
    expect(config.chainPollMs).toBe(500);
    expect(Object.keys(config.contracts).sort()).toEqual(['bhc', 'funding', 'recharge', 'usdt', 'woohoo']);

    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/config',
        '/api/auth/nonce',
        '/api/login',
        '/api/user/info',
      ]),
    );
    expect(JSON.stringify(spec.paths['/api/login'])).toContain('RSA-OAEP-SHA256');
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  it('answers unknown paths with the envelope', async () => {
    ctx = await createTestApp('pglite');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 40400, data: null });
  });

  it('rate-limits the sign-in endpoints with 42900', async () => {
    ctx = await createTestApp('pglite', { signInRateLimit: 2 });
    const address = privateKeyToAccount(generatePrivateKey()).address;
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      codes.push(
        (await ctx.app.inject({ method: 'GET', url: `/api/auth/nonce?address=${address}` })).json().code,
      );
    }
    expect(codes).toEqual([10000, 10000, 42900]);
  });

  it('stays ready while Redis does not answer, says so, and limits per replica meanwhile', async () => {
    // Nothing listens on port 1: every command fails at once, and the client never retries.
    const deadRedis = new Redis({
      port: 1,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    deadRedis.on('error', () => undefined);
    ctx = await createTestApp('pglite', { redis: deadRedis, signInRateLimit: 2 });
    try {
      const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().data).toMatchObject({ redis: false, problems: ['Redis does not answer'] });
      const health = (await ctx.app.inject({ method: 'GET', url: '/api/health' })).json().data;
      expect(health).toMatchObject({ db: true, chain: true, redis: false });
      const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.body).toContain('woohoo_dependency_up{dependency="redis"} 0');
      expect(metrics.body).toContain('woohoo_dependency_up{dependency="database"} 1');
      // The rate limits still count, in this process: sign-in answers, and the third call is refused.
      const address = privateKeyToAccount(generatePrivateKey()).address;
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (await ctx.app.inject({ method: 'GET', url: `/api/auth/nonce?address=${address}` })).json().code,
        );
      expect(codes).toEqual([10000, 10000, 42900]);
    } finally {
      deadRedis.disconnect();
    }
  });

  it.runIf(process.env.REDIS_URL)('is ready with a Redis that answers', async () => {
    const redis = new Redis(process.env.REDIS_URL as string);
    ctx = await createTestApp('pglite', {
      redis,
      redisKeyPrefix: `woohoo-test:${randomBytes(6).toString('hex')}:`,
    });
    try {
      const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().data).toMatchObject({ redis: true, problems: [] });
    } finally {
      await ctx.close();
      ctx = undefined;
      await redis.quit();
    }
  });

  it.runIf(process.env.REDIS_URL)('shares rate limits between replicas through Redis', async () => {
    const redis = new Redis(process.env.REDIS_URL as string);
    const prefix = `woohoo-test:${randomBytes(6).toString('hex')}:`;
    const replicaA = await createTestApp('pglite', { signInRateLimit: 1, redis, redisKeyPrefix: prefix });
    const replicaB = await createTestApp('pglite', { signInRateLimit: 1, redis, redisKeyPrefix: prefix });
    try {
      const url = `/api/auth/nonce?address=${privateKeyToAccount(generatePrivateKey()).address}`;
      expect((await replicaA.app.inject({ method: 'GET', url })).json().code).toBe(10000);
      expect((await replicaB.app.inject({ method: 'GET', url })).json().code).toBe(42900);
    } finally {
      await replicaA.close();
      await replicaB.close();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  it('never logs tokens, login keys, signatures or bodies', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const { db, drop } = await createTestDb('pglite');
    const rsaKey = generateRsaKey();
    const app = await buildApp({
      db,
      money: testMoneyOptions(),
      rsaKey,
      appConfig: buildAppConfig(
        {
          chainId: 31337,
          chainName: 'T',
          chainExplorerUrl: 'http://x.test',
          chainPublicRpcUrl: undefined,
          publicOrigin: TEST_ORIGIN,
          money: { chainPollMs: 500 },
        },
        'http://127.0.0.1:8545',
        { usdt: '0x1', bhc: '0x2', woohoo: '0x3', recharge: '0x4', funding: '0x5' } as never,
        rsaKey.publicKeyPem,
      ),
      logger: { level: 'trace', stream, redact: LOG_REDACT_PATHS },
    });
    const workerStatus = createWorkerStatus();
    ctx = {
      app,
      db,
      rsaKey,
      clock: { now: new Date() },
      inbox: undefined,
      workerStatus,
      transparency: createTransparencySnapshots({
        db,
        onChainHoldings: async () => null,
        extraProblems: workerStatus.problems,
      }),
      close: async () => {
        await app.close();
        await drop();
      },
    };
    const account = privateKeyToAccount(generatePrivateKey());
    const token = await signIn(ctx, account);
    await app.inject({ method: 'GET', url: '/api/user/info', headers: { authorization: `Bearer ${token}` } });
    const log = lines.join('');
    expect(log).toContain('/api/login');
    // One line per request, on completion, naming the request, its answer and its id.
    const infoLines = lines
      .map((line) => JSON.parse(line))
      .filter((line) => line.req?.url === '/api/user/info');
    expect(infoLines).toHaveLength(1);
    expect(infoLines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET' },
      res: { statusCode: 200 },
    });
    expect(infoLines[0].reqId).toEqual(expect.any(String));
    expect(infoLines[0].responseTime).toEqual(expect.any(Number));
    expect(log).not.toContain('incoming request');
    expect(log).not.toContain(token);
    expect(log).not.toMatch(/0x[0-9a-f]{130}/i);
    expect(log).not.toContain('BEGIN PRIVATE KEY');
  });
});

import { createPublicClient, http } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { balanceOf, deposit, newUser, post, T } from '../../testing/money-helpers';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { createCustodyReport } from '../transparency/custody-report';
import { createDependencyMonitor } from './dependency-monitor';

/** Nothing listens on port 1: the RPC refuses every call, as a dead node does. */
const deadRpc = createPublicClient({
  transport: http('http://127.0.0.1:1', { retryCount: 0, timeout: 1000 }),
});
const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as const;

describe('readiness and the features while the chain RPC is down (docs/rules.md "Readiness and dependencies")', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('stays ready, reports the RPC down, refuses the chain feature with 50302 and moves money on the ledger', async () => {
    ctx = await createTestApp('pglite', {
      chainReachable: () => deadRpc.getBlockNumber().then(() => true),
      custody: createCustodyReport({
        publicClient: deadRpc,
        contracts: {
          funding: address(1),
          recharge: address(2),
          payouts: address(3),
          timelock: address(4),
          safe: address(5),
          liabilitiesRoots: address(6),
        },
        hotWallet: address(7),
        fromBlock: 0n,
        maxBlockRange: 2000,
      }),
    });
    const c = ctx;
    const ready = await c.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toMatchObject({
      status: 'ok',
      db: true,
      migrated: true,
      chain: false,
      problems: ['the chain RPC does not answer'],
    });
    const health = await c.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().data).toMatchObject({ db: true, chain: false });
    const metrics = await c.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain('woohoo_dependency_up{dependency="rpc"} 0');
    expect(metrics.body).toContain('woohoo_dependency_up{dependency="database"} 1');

    // The feature that reads the chain live answers at once, with its own code.
    const started = Date.now();
    const custody = await c.app.inject({ method: 'GET', url: '/api/transparency/custody' });
    expect(custody.statusCode).toBe(503);
    expect(custody.json()).toMatchObject({ code: 50302, data: null });
    expect(Date.now() - started).toBeLessThan(500);

    // The ledger does not need the chain: a transfer goes through and both balances show it.
    const alice = await newUser(c);
    const bob = await newUser(c);
    await deposit(c.db, alice.account.address, 100n * T);
    const sent = await post(c, alice, '/api/transfer', {
      asset: 'USDT',
      amount: (10n * T).toString(),
      to: bob.account.address,
    });
    expect(sent.statusCode).toBe(200);
    expect((await balanceOf(c, alice, 'USDT')).available).toBe(90n * T);
    expect((await balanceOf(c, bob, 'USDT')).available).toBeGreaterThan(0n);
  });

  it('flips a dependency only on two probes in a row, and checks the migrations until they are there', async () => {
    let rpcAnswers = true;
    let dbAnswers = true;
    ctx = await createTestApp('pglite');
    const c = ctx;
    const monitor = createDependencyMonitor({
      database: {
        query: async (sql, params) =>
          dbAnswers ? c.db.query(sql, params) : Promise.reject(new Error('down')),
        copyFrom: c.db.copyFrom,
      },
      rpc: async () => rpcAnswers,
    });
    await monitor.checkNow();
    expect([monitor.up('database'), monitor.up('rpc'), monitor.up('redis'), monitor.migrated()]).toEqual([
      true,
      true,
      null,
      true,
    ]);
    rpcAnswers = false;
    dbAnswers = false;
    await monitor.checkNow();
    expect([monitor.up('database'), monitor.up('rpc')]).toEqual([true, true]);
    await monitor.checkNow();
    expect([monitor.up('database'), monitor.up('rpc')]).toEqual([false, false]);
    dbAnswers = true;
    await monitor.checkNow();
    expect(monitor.up('database')).toBe(false);
    await monitor.checkNow();
    expect(monitor.up('database')).toBe(true);
  });
});

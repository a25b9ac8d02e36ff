import { afterEach, describe, expect, it } from 'vitest';
import { deposit, newUser, T } from '../../testing/money-helpers';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';

describe.each(testBackends())('transparency snapshots on %s', (backend) => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  const served = async (c: TestContext) => {
    const res = await c.app.inject({ method: 'GET', url: '/api/transparency' });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      generatedAt: string;
      healthy: boolean;
      problems: string[];
      assets: { asset: string; onChainInflow: string }[];
    };
  };
  const inflow = (report: Awaited<ReturnType<typeof served>>) =>
    report.assets.find((a) => a.asset === 'USDT')?.onChainInflow;
  const snapshotCount = async (c: TestContext) =>
    Number((await c.db.query<{ n: string }>('SELECT count(*)::text AS n FROM transparency_snapshots'))[0]?.n);

  it('computes and stores the first report, then serves it without aggregating again', async () => {
    const c = await createTestApp(backend);
    ctx = c;
    const user = await newUser(c);
    await c.db.transaction((tx) => deposit(tx, user.account.address, 50n * T));
    expect(await snapshotCount(c)).toBe(0);

    const first = await served(c);
    expect(inflow(first)).toBe((50n * T).toString());
    expect(await snapshotCount(c)).toBe(1);

    // Money moves; the served report does not, until the reconciliation job runs again.
    await c.db.transaction((tx) => deposit(tx, user.account.address, 7n * T));
    c.clock.now = new Date(c.clock.now.getTime() + 1_000);
    const again = await served(c);
    expect(again).toEqual(first);
    expect(await snapshotCount(c)).toBe(1);

    expect(await c.transparency.refresh()).toMatchObject({ state: 'succeeded' });
    const fresh = await served(c);
    expect(inflow(fresh)).toBe((57n * T).toString());
    expect(fresh.generatedAt).toBe(c.clock.now.toISOString());
    expect(await snapshotCount(c)).toBe(2);
    const [run] = await c.db.query<{ job: string; status: string }>(
      'SELECT job, status FROM job_runs ORDER BY id DESC LIMIT 1',
    );
    expect(run).toEqual({ job: 'transparency-snapshot', status: 'succeeded' });
  });

  it('turns red with the reason of a halted worker, as do health and readiness', async () => {
    const c = await createTestApp(backend);
    ctx = c;
    c.workerStatus.report('deposit indexer', { state: 'halted', reason: 'block 9 is missing' });
    expect(await c.transparency.refresh()).toMatchObject({ state: 'succeeded' });
    const report = await served(c);
    expect(report.healthy).toBe(false);
    expect(report.problems).toContain('deposit indexer halted: block 9 is missing');

    const health = await c.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().data).toMatchObject({
      status: 'halted',
      problems: ['deposit indexer halted: block 9 is missing'],
    });
    const ready = await c.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 50300, data: null });
    expect(ready.json().msg).toContain('deposit indexer halted: block 9 is missing');

    c.workerStatus.report('deposit indexer', { state: 'running' });
    expect(await c.transparency.refresh()).toMatchObject({ state: 'succeeded' });
    expect((await served(c)).problems).toEqual([]);
    expect((await c.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('rate-limits anonymous callers with the 42900 envelope', async () => {
    const c = await createTestApp(backend, { publicRateLimit: 3 });
    ctx = c;
    const statuses: number[] = [];
    let last: { code: number; data: unknown } | undefined;
    for (let i = 0; i < 4; i++) {
      const res = await c.app.inject({ method: 'GET', url: '/api/transparency' });
      statuses.push(res.statusCode);
      last = res.json();
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last).toMatchObject({ code: 42900, data: null });
  });
});

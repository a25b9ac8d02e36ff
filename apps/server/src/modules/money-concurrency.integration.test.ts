import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balanceOf, deposit, newUser, post, T, type TestUser, transparency } from '../testing/money-helpers';
import { createTestApp, type TestContext } from '../testing/test-app';
import { testBackends } from '../testing/test-db';

describe.each(testBackends())('concurrent money movements on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  beforeEach(async () => {
    ctx = await createTestApp(backend, { money: { transferFeeBps: 0n } });
    alice = await newUser(ctx);
    bob = await newUser(ctx);
    await ctx.db.transaction((tx) => deposit(tx, alice.account.address, 1000n * T));
  });
  afterEach(async () => {
    await ctx.close();
  });

  it('200 concurrent withdrawals and transfers from one account never overdraw and conserve the total', async () => {
    const amount = (10n * T).toString();
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2 === 0
          ? post(ctx, alice, '/api/withdraw', { asset: 'USDT', amount })
          : post(ctx, alice, '/api/transfer', { asset: 'USDT', amount, to: bob.account.address }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `[figure] ${backend}: 200 concurrent withdrawals/transfers in ${seconds.toFixed(2)} s = ${(200 / seconds).toFixed(0)} ops/s`,
    );

    const codes = responses.map((r) => r.json().code);
    expect(responses.every((r) => r.statusCode < 500)).toBe(true);
    expect(codes.filter((c) => c !== 10000 && c !== 40020)).toEqual([]);
    const succeeded = codes.filter((c) => c === 10000).length;
    // 1000 USDT covers exactly 100 movements of 10: no more may pass, and none may fail early.
    expect(succeeded).toBe(100);

    const a = await balanceOf(ctx, alice, 'USDT');
    const b = await balanceOf(ctx, bob, 'USDT');
    expect(a.available).toBe(0n);
    expect(a.available + a.withdrawHold + b.available).toBe(1000n * T);
    const report = await transparency(ctx);
    expect(report.every((r) => r.invariantHolds)).toBe(true);
  });

  it('the same request retried concurrently has one effect', async () => {
    const body = { asset: 'USDT', amount: (10n * T).toString(), to: bob.account.address };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post(ctx, alice, '/api/transfer', body, 'same-key')),
    );
    const ids = new Set(responses.map((r) => r.json().data?.id));
    expect(responses.every((r) => r.json().code === 10000)).toBe(true);
    expect(ids.size).toBe(1);
    expect((await balanceOf(ctx, bob, 'USDT')).available).toBe(10n * T);
  });
});

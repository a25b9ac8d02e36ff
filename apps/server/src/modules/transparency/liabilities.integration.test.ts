import type { LiabilitiesProof, LiabilitiesRoot } from '@woohoo/shared/api/liabilities';
import { nextLiabilitiesBuildAfter } from '@woohoo/shared/liabilities/liabilities-schedule';
import { verifyLiabilityProof } from '@woohoo/shared/liabilities/merkle-sum';
import { lastClosedDay } from '@woohoo/shared/settlement/settlement-day';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deposit, get, newUser, post, T, type TestUser } from '../../testing/money-helpers';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';
import { selectAssetTotals } from '../ledger/ledger-repository';
import { buildDueLiabilities } from './liabilities-service';

describe.each(testBackends())('the proof of liabilities on %s', (backend) => {
  let ctx: TestContext;
  let users: TestUser[];
  beforeEach(async () => {
    ctx = await createTestApp(backend);
    users = [];
    for (let i = 0; i < 5; i++) users.push(await newUser(ctx));
    await ctx.db.transaction(async (tx) => {
      for (const [i, user] of users.entries())
        await deposit(tx, user.account.address, BigInt(100 * (i + 1)) * T);
      await deposit(tx, users[0]!.account.address, 7n * T, 'BHC');
    });
    // Money in every bucket the liabilities count: staked, held for a withdrawal, moved between users.
    expect(
      (await post(ctx, users[1]!, '/api/stake', { packageId: 'd30', amount: `${100n * T}` })).json().code,
    ).toBe(10000);
    expect(
      (await post(ctx, users[2]!, '/api/withdraw', { asset: 'USDT', amount: `${50n * T}` })).json().code,
    ).toBe(10000);
  });
  afterEach(async () => {
    await ctx.close();
  });

  const roots = async (query = ''): Promise<LiabilitiesRoot[]> =>
    (await ctx.app.inject({ method: 'GET', url: `/api/transparency/liabilities${query}` })).json().data.items;
  const proofOf = (user: TestUser, query: string) =>
    get(ctx, user, `/api/transparency/liabilities/proof?${query}`);

  it("builds each asset's tree over the ledger's liabilities, and every user's proof verifies", async () => {
    const day = lastClosedDay(ctx.clock.now);
    expect(await roots()).toEqual([]);
    expect((await buildDueLiabilities(ctx.db, ctx.clock.now)).state).toBe('succeeded');
    const published = await roots();
    const ledger = await selectAssetTotals(ctx.db);
    expect(published.map((r) => r.asset)).toEqual(['BHC', 'BNB', 'USDB', 'USDT', 'WOOHOO']);
    for (const root of published) {
      expect(root.day).toBe(day);
      if (root.asset === 'BHC') continue;
      expect(root.total).toBe(ledger.find((t) => t.asset === root.asset)?.liabilities ?? '0');
    }
    // One holder of BHC: its total would be that user's exact balance, so it is withheld.
    expect(published.find((r) => r.asset === 'BHC')).toMatchObject({ leafCount: 1, total: null });
    const usdt = published.find((r) => r.asset === 'USDT')!;
    expect(usdt).toMatchObject({ leafCount: 5, total: `${1500n * T}`, txHash: null });
    expect(published.find((r) => r.asset === 'BNB')).toMatchObject({
      leafCount: 0,
      total: '0',
      root: `0x${'0'.repeat(64)}`,
    });

    for (const [i, user] of users.entries()) {
      const { code, data } = await proofOf(user, 'asset=USDT');
      expect(code).toBe(10000);
      const proof = data as LiabilitiesProof;
      // Staked and withdraw-held money stays the user's: the leaf holds every bucket.
      expect(proof).toMatchObject({
        address: user.account.address,
        balance: `${BigInt(100 * (i + 1)) * T}`,
        day,
      });
      expect(verifyLiabilityProof(proof, usdt)).toEqual({ ok: true });
    }
    const bhc = (await proofOf(users[0]!, `asset=BHC&day=${day}`)).data as LiabilitiesProof;
    expect(verifyLiabilityProof(bhc, published.find((r) => r.asset === 'BHC')!)).toEqual({ ok: true });
  });

  it('says when the next trees are built: after the running settlement day closes', async () => {
    const answer = (await ctx.app.inject({ method: 'GET', url: '/api/transparency/liabilities' })).json();
    expect(answer.data.nextBuildAfter).toBe(nextLiabilitiesBuildAfter(ctx.clock.now).toISOString());
    expect(Date.parse(answer.data.nextBuildAfter)).toBeGreaterThan(ctx.clock.now.getTime());
  });

  it('answers only the caller their own leaf, and says so clearly when there is none', async () => {
    const day = lastClosedDay(ctx.clock.now);
    await buildDueLiabilities(ctx.db, ctx.clock.now);
    const [a, b] = [
      (await proofOf(users[0]!, 'asset=USDT')).data,
      (await proofOf(users[1]!, 'asset=USDT')).data,
    ];
    expect(a.address).toBe(users[0]!.account.address);
    expect(b.address).toBe(users[1]!.account.address);
    expect(a.salt).not.toBe(b.salt);
    // No way to name another user: the query takes an asset and a day only.
    expect((await proofOf(users[0]!, `asset=USDT&address=${users[1]!.account.address}`)).code).toBe(40000);
    expect((await proofOf(users[1]!, 'asset=BHC')).code).toBe(40407);
    expect((await proofOf(users[0]!, 'asset=USDT&day=2020-01-01')).code).toBe(40406);
    expect((await proofOf(users[0]!, 'asset=XYZ')).code).toBe(40000);
    const signedOut = await ctx.app.inject({
      method: 'GET',
      url: `/api/transparency/liabilities/proof?asset=USDT&day=${day}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('builds a day once, never rewrites it, and serves a chosen day', async () => {
    const day = lastClosedDay(ctx.clock.now);
    await buildDueLiabilities(ctx.db, ctx.clock.now);
    const first = await roots(`?day=${day}`);
    await ctx.db.transaction((tx) => deposit(tx, users[0]!.account.address, 1n * T));
    expect((await buildDueLiabilities(ctx.db, ctx.clock.now)).state).toBe('already-done');
    expect(await roots(`?day=${day}`)).toEqual(first);
    await expect(
      ctx.db.query(`UPDATE liabilities_roots SET total = total + 1 WHERE day = $1`, [day]),
    ).rejects.toThrow(/append-only/);
    await expect(ctx.db.query(`DELETE FROM liabilities_leaves WHERE day = $1`, [day])).rejects.toThrow(
      /append-only/,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/transparency/liabilities?day=nope' })).json().code,
    ).toBe(40000);
  });

  it('rate limits the roots and the proofs like every public report', async () => {
    const limited = await createTestApp(backend, { publicRateLimit: 2 });
    try {
      const user = await newUser(limited);
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (await limited.app.inject({ method: 'GET', url: '/api/transparency/liabilities' })).json().code,
        );
      for (let i = 0; i < 3; i++)
        codes.push((await get(limited, user, '/api/transparency/liabilities/proof?asset=USDT')).code);
      expect(codes).toEqual([10000, 10000, 42900, 40406, 40406, 42900]);
    } finally {
      await limited.close();
    }
  });
});

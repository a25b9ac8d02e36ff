import { dayOf } from '@woohoo/shared/settlement/settlement-day';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deposit, get, newUser, post, T, type TestUser } from '../../testing/money-helpers';
import { createTestApp, TEST_OPERATOR_TOKEN, type TestContext } from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';

describe.each(testBackends())('referral team on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  beforeEach(async () => {
    // The local run mode, so a test can close the running day early as an operator does there.
    ctx = await createTestApp(backend, { settleEarly: true });
    alice = await newUser(ctx);
  });
  afterEach(async () => {
    await ctx.close();
  });

  const bind = (user: TestUser, referrer: string) => post(ctx, user, '/api/team/bind', { referrer });
  const closure = (ancestor: TestUser) =>
    ctx.db.query<{ descendant: string; depth: number }>(
      `SELECT u.address AS descendant, c.depth FROM user_closure c JOIN users u ON u.id = c.descendant_id
        WHERE c.ancestor_id = $1 ORDER BY c.depth, u.id`,
      [ancestor.id],
    );

  it("tells anyone whether an invite link's inviter is registered, and nothing more", async () => {
    const ask = (address: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/team/inviter?address=${address}` });
    const known = await ask(alice.account.address.toLowerCase());
    expect(known.json()).toEqual({
      code: 10000,
      msg: expect.any(String),
      data: { address: alice.account.address, registered: true },
    });
    const stranger = '0x000000000000000000000000000000000000dEaD';
    expect((await ask(stranger)).json().data).toEqual({ address: stranger, registered: false });
    const bad = await ask('bob');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 40000]);
  });

  it('rate-limits the inviter check per client like the other public reads', async () => {
    const limited = await createTestApp(backend, { publicRateLimit: 2 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'GET',
          url: `/api/team/inviter?address=${alice.account.address}`,
        });
        codes.push(res.json().code);
      }
      expect(codes).toEqual([10000, 10000, 42900]);
    } finally {
      await limited.close();
    }
  });

  it('binds a referrer once; a second bind, itself, an unknown address and a cycle change nothing', async () => {
    const bob = await newUser(ctx);
    expect((await bind(bob, alice.account.address)).json()).toMatchObject({
      code: 10000,
      data: { referrer: alice.account.address },
    });
    const carol = await newUser(ctx);
    expect((await bind(bob, carol.account.address)).json()).toMatchObject({
      code: 40924,
      msg: 'Your referrer is already bound and cannot be changed',
    });
    expect((await bind(carol, carol.account.address)).json()).toMatchObject({ code: 40034 });
    expect((await bind(carol, '0x000000000000000000000000000000000000dEaD')).json()).toMatchObject({
      code: 40033,
    });
    // alice is above bob: bob cannot become alice's referrer.
    expect((await bind(alice, bob.account.address)).json()).toMatchObject({ code: 40035 });
    const [bobRow] = await ctx.db.query<{ pid: string }>('SELECT pid FROM users WHERE id = $1', [bob.id]);
    expect(bobRow?.pid).toBe(alice.account.address);
    expect(await closure(alice)).toEqual([{ descendant: bob.account.address, depth: 1 }]);
    expect(await closure(carol)).toEqual([]);
  });

  it('checks a binding by the rule the bind applies, before it, and binds nothing', async () => {
    const check = async (user: TestUser, referrer: string) =>
      get(ctx, user, `/api/team/bind/check?referrer=${referrer}`);
    const bob = await newUser(ctx);
    const carol = await newUser(ctx);
    expect(await check(bob, alice.account.address.toLowerCase())).toMatchObject({
      code: 10000,
      data: { referrer: alice.account.address, refusal: null },
    });
    expect((await check(bob, bob.account.address)).data.refusal).toBe('referrerSelf');
    expect((await check(bob, '0x000000000000000000000000000000000000dEaD')).data.refusal).toBe(
      'referrerNotRegistered',
    );
    const [unbound] = await ctx.db.query<{ pid: string | null }>('SELECT pid FROM users WHERE id = $1', [
      bob.id,
    ]);
    expect(unbound?.pid).toBeNull();

    await bind(bob, alice.account.address);
    // alice now has bob in her team: bob cannot become her referrer, and bob is bound for good.
    expect((await check(alice, bob.account.address)).data.refusal).toBe('referrerCycle');
    expect((await bind(alice, bob.account.address)).json().code).toBe(40035);
    expect((await check(bob, carol.account.address)).data.refusal).toBe('referrerAlreadyBound');
    expect((await bind(bob, carol.account.address)).json().code).toBe(40924);
  });

  it('writes the closure at registration through an invite link and when a user with a team binds', async () => {
    const bob = await newUser(ctx, alice);
    const dave = await newUser(ctx, bob);
    const eve = await newUser(ctx);
    const frank = await newUser(ctx, eve);
    expect(await closure(alice)).toEqual([
      { descendant: bob.account.address, depth: 1 },
      { descendant: dave.account.address, depth: 2 },
    ]);
    // eve already has frank below her; binding her under dave moves the whole branch.
    expect((await bind(eve, dave.account.address)).json().code).toBe(10000);
    expect(await closure(alice)).toEqual([
      { descendant: bob.account.address, depth: 1 },
      { descendant: dave.account.address, depth: 2 },
      { descendant: eve.account.address, depth: 3 },
      { descendant: frank.account.address, depth: 4 },
    ]);
    const [row] = await ctx.db.query<{ referrer_id: string; pid: string }>(
      'SELECT referrer_id::text AS referrer_id, pid FROM users WHERE id = $1',
      [eve.id],
    );
    expect(row).toEqual({ referrer_id: dave.id, pid: dave.account.address });
    expect((await get(ctx, alice, '/api/team/summary')).data).toMatchObject({ teamSize: 4, inviteCount: 1 });
  });

  it('summarises the team and lists direct referrals with their leg performance', async () => {
    const bob = await newUser(ctx, alice);
    const carol = await newUser(ctx, alice);
    const dave = await newUser(ctx, bob);
    for (const user of [bob, dave])
      await ctx.db.transaction((tx) => deposit(tx, user.account.address, 2000n * T));
    expect((await post(ctx, bob, '/api/nodes/purchase', { kind: 'community', shares: 2 })).json().code).toBe(
      10000,
    );
    expect((await post(ctx, dave, '/api/nodes/purchase', { kind: 'main', shares: 1 })).json().code).toBe(
      10000,
    );
    const summary = (await get(ctx, alice, '/api/team/summary')).data;
    expect(summary).toMatchObject({
      referrer: null,
      level: 'none',
      rank: 'ordinary',
      levelDay: null,
      settled: null,
      directReferrals: 1,
      inviteCount: 2,
      teamSize: 3,
      performance: { realTime: `${1560n * T}`, cumulative: `${1560n * T}` },
      unsettled: { personal: '0', smallCommunity: '0', team: `${1560n * T}` },
      nodes: { direct: 2, total: 3 },
      nextLevel: { level: 'D1', needs: [{ what: 'activeDirects', have: 1, need: 5 }] },
    });
    const members = (await get(ctx, alice, '/api/team/members?page=1&size=1')).data;
    expect(members).toMatchObject({ total: 2, page: 1, size: 1 });
    expect(members.items).toEqual([
      expect.objectContaining({
        address: carol.account.address,
        active: false,
        teamSize: 0,
        performance: '0',
      }),
    ]);
    const second = (await get(ctx, alice, '/api/team/members?page=2&size=1')).data.items;
    expect(second).toEqual([
      expect.objectContaining({
        address: bob.account.address,
        active: true,
        teamSize: 1,
        performance: `${1560n * T}`,
      }),
    ]);
  });

  it('shows the orders the last settlement read with its day, and only the later ones as unsettled', async () => {
    const bob = await newUser(ctx, alice);
    await ctx.db.transaction((tx) => deposit(tx, bob.account.address, 2000n * T));
    const buy = async () =>
      expect(
        (await post(ctx, bob, '/api/nodes/purchase', { kind: 'community', shares: 1 })).json().code,
      ).toBe(10000);
    await buy();
    const before = (await get(ctx, alice, '/api/team/summary')).data;
    expect(before).toMatchObject({
      levelDay: null,
      settled: null,
      unsettled: { personal: '0', team: `${520n * T}` },
    });

    const day = dayOf(new Date());
    const settled = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/settlements',
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      payload: { day, early: true },
    });
    expect(settled.json()).toMatchObject({ code: 10000, data: { day, state: 'succeeded' } });
    const after = (await get(ctx, alice, '/api/team/summary')).data;
    expect(after).toMatchObject({
      level: 'none',
      levelDay: day,
      settled: { day, personal: '0', smallCommunity: '0', team: `${520n * T}` },
      unsettled: { personal: '0', smallCommunity: '0', team: '0' },
    });
    expect((await get(ctx, bob, '/api/team/summary')).data).toMatchObject({
      levelDay: day,
      settled: { day, personal: `${520n * T}` },
      unsettled: { personal: '0' },
    });

    // An order after the settlement is the only unsettled one.
    await buy();
    expect((await get(ctx, alice, '/api/team/summary')).data).toMatchObject({
      settled: { day, team: `${520n * T}` },
      unsettled: { team: `${520n * T}` },
    });
  });

  it('answers bad input with the envelope and a guarded route without a token with 1012', async () => {
    expect((await bind(alice, 'not-an-address')).json()).toMatchObject({ code: 40000 });
    expect((await get(ctx, alice, '/api/team/members?size=1000')).code).toBe(40000);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/team/summary' });
    expect(res.json()).toMatchObject({ code: 1012 });
  });
});

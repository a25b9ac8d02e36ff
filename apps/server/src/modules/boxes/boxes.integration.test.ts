import { type DrawProof, isVerified, verifyDraw } from '@woohoo/shared/boxes/box-draw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  balanceOf,
  deposit,
  get,
  newUser,
  post,
  T,
  type TestUser,
  transparency,
} from '../../testing/money-helpers';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';

type Box = {
  id: string;
  kind: string;
  state: string;
  claimed: boolean;
  serverSeedHash: string;
  nextCounter: number;
  conditions: { key: string; current: string; target: string; met: boolean }[];
  draw: (Omit<DrawProof, 'boxId' | 'serverSeedHash'> & { value: string; claimedAt: string | null }) | null;
};

describe.each(testBackends())('blind boxes on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  beforeEach(async () => {
    ctx = await createTestApp(backend);
    alice = await newUser(ctx);
  });
  afterEach(async () => {
    await ctx.close();
  });

  const boxes = async (
    user = alice,
  ): Promise<{ boxes: Box[]; prizes: { weight: string; value: string }[] }> =>
    (await get(ctx, user, '/api/box/myBoxLists')).data;
  const boxOf = async (kind: string, user = alice) => (await boxes(user)).boxes.find((b) => b.kind === kind)!;
  const stake = async (user: TestUser, usdt: bigint) => {
    await ctx.db.transaction((tx) => deposit(tx, user.account.address, usdt * T));
    const res = await post(ctx, user, '/api/stake', { packageId: 'd30', amount: (usdt * T).toString() });
    expect(res.json().code).toBe(10000);
  };
  const open = (id: string, clientSeed = 'alice-seed', user = alice) =>
    post(ctx, user, `/api/box/${id}/open`, { clientSeed });
  const claim = (id: string, user = alice) => post(ctx, user, `/api/box/${id}/claim`, {});

  it('grants one locked box of each kind, each committed to a seed it does not reveal', async () => {
    const list = await boxes();
    expect(list.boxes.map((b) => [b.kind, b.state, b.claimed, b.draw])).toEqual([
      ['tutorial', 'locked', false, null],
      ['coaching', 'locked', false, null],
      ['ecosystem', 'locked', false, null],
    ]);
    expect(new Set(list.boxes.map((b) => b.serverSeedHash)).size).toBe(3);
    expect(list.prizes).toHaveLength(10);
    // A second read grants nothing more and keeps the commitments.
    expect((await boxes()).boxes).toEqual(list.boxes);
    const tutorial = list.boxes[0]!;
    expect(tutorial.conditions.map((c) => [c.key, c.met])).toEqual([
      ['order', false],
      ['inviteeStake', false],
    ]);
    expect((await open(tutorial.id)).json()).toMatchObject({ code: 40037, msg: 'Conditions not met' });
    const ecosystem = list.boxes[2]!;
    expect((await open(ecosystem.id)).json()).toMatchObject({ code: 40041, msg: 'KYC1 not completed' });
    expect((await boxOf('tutorial')).state).toBe('locked');
  });

  it('unlocks the tutorial box with a 100 USDT stake, draws verifiably, and pays the prize once', async () => {
    await stake(alice, 100n);
    const box = await boxOf('tutorial');
    expect(box.state).toBe('unopened');
    expect(box.nextCounter).toBe(1);
    const opened: Box = (await open(box.id, 'my-lucky-seed')).json().data;
    expect(opened).toMatchObject({ state: 'opened', claimed: false, serverSeedHash: box.serverSeedHash });
    const draw = opened.draw!;
    expect(draw).toMatchObject({ clientSeed: 'my-lucky-seed', counter: 1, claimedAt: null });
    const { prizes } = (await get(ctx, alice, `/api/box/${box.id}/proof`)).data;
    const weights = prizes.map((p: { weight: string }) => BigInt(p.weight));
    const proof = { ...draw, boxId: Number(box.id), serverSeedHash: box.serverSeedHash };
    expect(isVerified(verifyDraw(proof, weights))).toBe(true);
    // A seed other than the committed one does not verify.
    expect(isVerified(verifyDraw({ ...proof, serverSeed: 'f'.repeat(64) }, weights))).toBe(false);
    expect(BigInt(draw.value)).toBe(BigInt(prizes[draw.prize - 1].value));

    expect((await open(box.id, 'again')).json().code).toBe(40926);
    const before = (await balanceOf(ctx, alice, 'USDT')).available;
    const claimed: Box = (await claim(box.id)).json().data;
    expect(claimed.claimed).toBe(true);
    expect(claimed.draw?.claimedAt).not.toBeNull();
    // A second claim answers the claimed box and pays nothing more.
    expect((await claim(box.id)).json().data.claimed).toBe(true);
    expect((await balanceOf(ctx, alice, 'USDT')).available).toBe(before + BigInt(draw.value));
    const [paid] = await ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'box_prize'",
    );
    expect(paid?.n).toBe(1);
    expect((await transparency(ctx)).every((a) => a.invariantHolds)).toBe(true);
    const history = (await get(ctx, alice, '/api/assets/history?asset=USDT')).data;
    expect(JSON.stringify(history)).toContain('box_prize');
  });

  it("unlocks a referrer's tutorial box on a 1000 USDT stake of a direct referral, and counts openings", async () => {
    const bob = await newUser(ctx, alice);
    await stake(bob, 990n);
    expect((await boxOf('tutorial')).state).toBe('locked');
    await stake(bob, 1000n);
    const tutorial = await boxOf('tutorial');
    expect(tutorial.conditions.find((c) => c.key === 'inviteeStake')).toMatchObject({ met: true });
    expect((await open(tutorial.id)).json().data.draw.counter).toBe(1);
    // Bob's box does not unlock from Alice, and the caller cannot open or claim another's box.
    const bobs = await boxOf('tutorial', bob);
    expect(bobs.state).toBe('unopened'); // his own 990 and 1000 USDT stakes
    expect((await open(bobs.id)).json().code).toBe(40405);
    expect((await claim(bobs.id)).json().code).toBe(40405);
    expect((await get(ctx, alice, `/api/box/${bobs.id}/proof`)).code).toBe(40405);
    expect((await open(bobs.id, 'bob', bob)).json().data.draw.counter).toBe(1);
  });

  it('unlocks coaching at 3 and ecosystem at 5 active direct referrals, or ecosystem by KYC1', async () => {
    for (let i = 0; i < 5; i++) {
      const friend = await newUser(ctx, alice);
      if (i < 4) await stake(friend, 10n);
    }
    expect((await boxOf('coaching')).state).toBe('unopened');
    const ecosystem = await boxOf('ecosystem');
    expect(ecosystem.state).toBe('locked');
    expect(ecosystem.conditions.find((c) => c.key === 'activeDirects')).toMatchObject({
      current: '4',
      target: '5',
    });
    await ctx.db.query('UPDATE users SET kyc1_at = now() WHERE id = $1', [alice.id]);
    expect((await boxOf('ecosystem')).state).toBe('unopened');
    const first = (await open((await boxOf('coaching')).id)).json().data;
    const second = (await open(ecosystem.id)).json().data;
    expect([first.draw.counter, second.draw.counter]).toEqual([1, 2]);
  });

  it('refuses a bad client seed, a bad id and a claim before opening, changing nothing', async () => {
    const box = await boxOf('tutorial');
    for (const clientSeed of ['', 'has space', 'x'.repeat(65), 'ünï']) {
      expect((await open(box.id, clientSeed)).json().code).toBe(40000);
    }
    expect((await post(ctx, alice, '/api/box/abc/open', { clientSeed: 'a' })).json().code).toBe(40000);
    expect((await post(ctx, alice, '/api/box/1/open', { clientSeed: 'a', extra: 1 })).json().code).toBe(
      40000,
    );
    expect((await claim(box.id)).json().code).toBe(40927);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/box/myBoxLists' })).json().code).toBe(1012);
    expect((await boxOf('tutorial')).draw).toBeNull();
  });
});

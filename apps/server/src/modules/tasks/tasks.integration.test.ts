import { LEVEL } from '@woohoo/shared/settlement/team-levels';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balanceOf, get, newUser, post, T, type TestUser, transparency } from '../../testing/money-helpers';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';

type Centre = {
  rank: string;
  tasks: { key: string; state: string; progress: { current: number; target: number }; reward: string }[];
  perks: { key: string; state: string }[];
  gifts: { open: boolean; sent: number; friends: { address: string; gifted: boolean }[] };
  mentorships: { open: boolean; mentees: { address: string; activated: boolean }[] };
};

describe.each(testBackends())('task centre on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  beforeEach(async () => {
    ctx = await createTestApp(backend);
    alice = await newUser(ctx);
  });
  afterEach(async () => {
    await ctx.close();
  });

  /** Levels as the daily settlement leaves them in user_levels. */
  const setLevel = (user: TestUser, level: number) =>
    ctx.db.query(
      `INSERT INTO user_levels (user_id, level, day) VALUES ($1, $2, '2026-11-20')
       ON CONFLICT (user_id) DO UPDATE SET level = EXCLUDED.level`,
      [user.id, level],
    );
  const centre = async (user = alice): Promise<Centre> => (await get(ctx, user, '/api/tasks')).data;
  const stateOf = async (key: string, user = alice) =>
    (await centre(user)).tasks.find((t) => t.key === key)?.state;
  const send = async (url: string, body: object = {}, user = alice) =>
    (await post(ctx, user, url, body)).json();
  const usdt = async (user: TestUser) => (await balanceOf(ctx, user, 'USDT')).available;

  it('walks a pioneer from "not met" to "claimed", paying the reward once', async () => {
    const first = await centre();
    expect(first.rank).toBe('ordinary');
    expect(first.tasks.map((t) => [t.key, t.state])).toEqual([
      ['pioneer_target', 'not_met'],
      ['pioneer_captains', 'not_met'],
      ['captain_reward', 'not_met'],
      ['ambassador_reward', 'not_met'],
    ]);
    expect(first.perks.every((p) => p.state === 'not_met')).toBe(true);
    expect(await send('/api/tasks/pioneer_target/claim')).toMatchObject({
      code: 40043,
      msg: 'Target not met',
    });

    await setLevel(alice, LEVEL.D1);
    expect(await stateOf('pioneer_target')).toBe('claimable');
    const claimed: Centre = (await send('/api/tasks/pioneer_target/claim')).data;
    expect(claimed.tasks[0]).toMatchObject({ state: 'claimed', reward: `${20n * T}` });
    expect(await usdt(alice)).toBe(20n * T);
    expect((await send('/api/tasks/pioneer_target/claim')).code).toBe(40931);
    expect(await usdt(alice)).toBe(20n * T);
    // The captains task: one direct referral of captain rank.
    const bob = await newUser(ctx, alice);
    expect(await stateOf('pioneer_captains')).toBe('not_met');
    await setLevel(bob, LEVEL.B5);
    expect((await centre()).tasks[1]).toMatchObject({
      state: 'claimable',
      progress: { current: 1, target: 1 },
    });
    expect((await send('/api/tasks/pioneer_captains/claim')).code).toBe(10000);
    expect(await usdt(alice)).toBe(120n * T);
    expect((await transparency(ctx)).every((a) => a.invariantHolds)).toBe(true);
  });

  it('lets a pioneer gift 10 direct referrals once each, after the target', async () => {
    const friends: TestUser[] = [];
    for (let i = 0; i < 11; i++) friends.push(await newUser(ctx, alice));
    const stranger = await newUser(ctx);
    const gift = (to: TestUser) => send('/api/tasks/gifts', { address: to.account.address });
    expect((await centre()).gifts.open).toBe(false);
    expect(await gift(friends[0]!)).toMatchObject({ code: 40043 });
    await setLevel(alice, LEVEL.D1);
    expect(await gift(stranger)).toMatchObject({ code: 40045 });
    const after: Centre = (await gift(friends[0]!)).data;
    expect(after.gifts).toMatchObject({ open: true, sent: 1 });
    expect(after.gifts.friends[0]).toMatchObject({ address: friends[0]!.account.address, gifted: true });
    expect(await usdt(friends[0]!)).toBe(2n * T);
    expect(await gift(friends[0]!)).toMatchObject({ code: 40933 });
    for (const friend of friends.slice(1, 10)) expect((await gift(friend)).code).toBe(10000);
    expect(await gift(friends[10]!)).toMatchObject({ code: 40932 });
    expect(await usdt(friends[10]!)).toBe(0n);
    expect((await centre()).gifts.sent).toBe(10);
  });

  it('asks a captain to apply with the community before claiming, and grants perks', async () => {
    expect(
      await send('/api/tasks/captain_reward/apply', {
        communityName: 'A',
        meetingLink: 'https://m.example/a',
      }),
    ).toMatchObject({
      code: 40037,
      msg: 'Conditions not met',
    });
    expect((await send('/api/tasks/perks/poster/apply')).code).toBe(40037);
    await setLevel(alice, LEVEL.B5);
    expect(await stateOf('captain_reward')).toBe('apply');
    expect(await send('/api/tasks/captain_reward/claim')).toMatchObject({ code: 40044 });
    for (const bad of [
      { communityName: '', meetingLink: 'https://m.example/a' },
      { communityName: 'Alpha', meetingLink: 'http://m.example/a' },
      { communityName: 'Alpha' },
    ]) {
      expect((await send('/api/tasks/captain_reward/apply', bad)).code).toBe(40000);
    }
    const applied: Centre = (
      await send('/api/tasks/captain_reward/apply', {
        communityName: 'Alpha',
        meetingLink: 'https://meet.example/alpha',
      })
    ).data;
    expect(applied.tasks[2]).toMatchObject({
      state: 'claimable',
      community: { name: 'Alpha', meetingLink: 'https://meet.example/alpha' },
    });
    expect((await send('/api/tasks/captain_reward/claim')).data.tasks[2].state).toBe('claimed');
    expect(await usdt(alice)).toBe(300n * T);
    expect(
      (
        await send('/api/tasks/captain_reward/apply', {
          communityName: 'B',
          meetingLink: 'https://m.example/b',
        })
      ).code,
    ).toBe(40931);
    // The ambassador reward is not met for a captain.
    expect((await send('/api/tasks/ambassador_reward/claim')).code).toBe(40043);
    const perks: Centre = (await send('/api/tasks/perks/vip_link/apply')).data;
    expect(perks.perks.map((p) => [p.key, p.state])).toEqual([
      ['poster', 'apply'],
      ['vip_link', 'claimed'],
      ['promotion', 'apply'],
    ]);
    expect((await send('/api/tasks/perks/unknown/apply')).code).toBe(40000);
  });

  it("activates an ambassador's mentorships of leveled direct referrals", async () => {
    const mentee = await newUser(ctx, alice);
    const newcomer = await newUser(ctx, alice);
    await setLevel(mentee, LEVEL.D1);
    await setLevel(alice, LEVEL.B6);
    expect((await centre()).mentorships.open).toBe(false);
    expect((await send('/api/tasks/mentorships', { address: mentee.account.address })).code).toBe(40037);
    await setLevel(alice, LEVEL.B7);
    const open = await centre();
    expect(open.rank).toBe('ambassador');
    expect(open.mentorships).toEqual({
      open: true,
      mentees: [{ address: mentee.account.address, rank: 'pioneer', activated: false, activatedAt: null }],
    });
    const activated: Centre = (await send('/api/tasks/mentorships', { address: mentee.account.address }))
      .data;
    expect(activated.mentorships.mentees[0]?.activated).toBe(true);
    expect((await send('/api/tasks/mentorships', { address: newcomer.account.address })).code).toBe(40043);
    // Another user's referral is not the caller's to mentor or gift.
    const bob = await newUser(ctx);
    expect((await send('/api/tasks/mentorships', { address: mentee.account.address }, bob)).code).toBe(40037);
    await setLevel(bob, LEVEL.B7);
    expect((await send('/api/tasks/mentorships', { address: mentee.account.address }, bob)).code).toBe(40045);
  });
});

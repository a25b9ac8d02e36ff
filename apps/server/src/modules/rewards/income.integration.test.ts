import { INCOME_KIND_NAMES, rewardKindOf } from '@woohoo/shared/income-kinds';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deposit, get, newUser, post, T, type TestUser } from '../../testing/money-helpers';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';
import {
  addSmallTreeRules,
  sundayPurchase as settleSunday,
  WEEK_END_DAY,
} from '../../testing/week-end-settlement';

type Entry = {
  id: string;
  transferId: string;
  kind: string;
  asset: string;
  amount: string;
  ref: { type: string; id: string };
  counterparty: string | null;
  held: boolean;
  lines: number;
  task: string | null;
  box: { kind: string; prize: number; giftCardNo: string } | null;
};

/**
 * docs/rules.md "What counts as income": real flows through the API (a referred node purchase, a
 * settlement day with the weekly assessment, a task reward, an invite gift, a blind-box prize),
 * then the ledger's income entries summed in SQL against the summary, per asset, and each entry
 * found in Income details. The settled day ends a week and the small-tree rules make alice a D1
 * with no free days (testing/week-end-settlement.ts), so her dynamic rewards are held first.
 */
describe.each(testBackends())('income on %s', (backend) => {
  const day = WEEK_END_DAY;
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  beforeEach(async () => {
    ctx = await createTestApp(backend);
    await addSmallTreeRules(ctx);
    alice = await newUser(ctx);
    bob = await newUser(ctx, alice);
    await ctx.db.transaction((tx) => deposit(tx, bob.account.address, 3000n * T));
  });
  afterEach(async () => {
    await ctx.close();
  });

  /** Bob buys `shares` main nodes on the Sunday, and the day is settled and the week assessed. */
  const sundayPurchase = (shares: number) => settleSunday(ctx, bob, shares);

  /** The user's income per asset, summed straight from the ledger. */
  async function ledgerIncome(user: TestUser): Promise<Record<string, string>> {
    const rows = await ctx.db.query<{ asset: string; total: string }>(
      `SELECT e.asset, sum(e.delta)::text AS total
         FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id
         JOIN ledger_transfers t ON t.id = e.transfer_id
        WHERE a.user_id = $1 AND t.kind = ANY($2::text[])
        GROUP BY e.asset`,
      [user.id, INCOME_KIND_NAMES],
    );
    return Object.fromEntries(rows.map((row) => [row.asset, row.total]));
  }

  /** Every ledger transfer of an income kind that touched the user, with its net per asset. */
  async function ledgerEntries(user: TestUser) {
    return ctx.db.query<{ transfer_id: string; kind: string; asset: string; amount: string }>(
      `SELECT e.transfer_id::text AS transfer_id, t.kind, e.asset, sum(e.delta)::text AS amount
         FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id
         JOIN ledger_transfers t ON t.id = e.transfer_id
        WHERE a.user_id = $1 AND t.kind = ANY($2::text[])
        GROUP BY e.transfer_id, t.kind, e.asset`,
      [user.id, INCOME_KIND_NAMES],
    );
  }

  async function incomeDetails(user: TestUser, query = ''): Promise<{ items: Entry[]; total: number }> {
    return (await get(ctx, user, `/api/income?size=100${query}`)).data;
  }

  /**
   * The summary's totals are the ledger's income per asset, its kinds add up to them, and every
   * ledger entry is in Income details with its kind and amount; a settlement reward's lines add up
   * to its entry.
   */
  async function expectIncomeAddsUp(user: TestUser) {
    const summary = (await get(ctx, user, '/api/rewards/summary')).data;
    const ledger = await ledgerIncome(user);
    expect(
      Object.fromEntries(summary.totals.map((t: { asset: string; total: string }) => [t.asset, t.total])),
    ).toEqual(ledger);
    const byKind = new Map<string, bigint>();
    for (const row of summary.incomeByKind as { asset: string; total: string }[]) {
      byKind.set(row.asset, (byKind.get(row.asset) ?? 0n) + BigInt(row.total));
    }
    expect(Object.fromEntries([...byKind].map(([asset, sum]) => [asset, sum.toString()]))).toEqual(ledger);

    const details = await incomeDetails(user);
    const entries = await ledgerEntries(user);
    expect(details.total).toBe(entries.length);
    for (const entry of entries) {
      const item = details.items.find((i) => i.transferId === entry.transfer_id && i.asset === entry.asset);
      expect(item, `${entry.kind} ${entry.asset}`).toMatchObject({ kind: entry.kind, amount: entry.amount });
      const rewardKind = rewardKindOf(item!.kind as never);
      if (rewardKind) {
        const lines = (await get(ctx, user, `/api/rewards?size=100&day=${item!.ref.id}&kind=${rewardKind}`))
          .data;
        expect(lines.total).toBe(item!.lines);
        expect(lines.items.reduce((sum: bigint, l: { amount: string }) => sum + BigInt(l.amount), 0n)).toBe(
          BigInt(entry.amount),
        );
      }
    }
    return { summary, details, ledger };
  }

  it('lists node rewards, held settlement rewards, a task reward, a gift and a box prize, adding up per asset', async () => {
    await sundayPurchase(2);
    // Alice is D1 now: the pioneer task pays her, and she gifts bob.
    expect((await post(ctx, alice, '/api/tasks/pioneer_target/claim', {})).json().code).toBe(10000);
    expect((await post(ctx, alice, '/api/tasks/gifts', { address: bob.account.address })).json().code).toBe(
      10000,
    );
    // Bob's 1,040 USDT order unlocked his tutorial box.
    const boxes = (await get(ctx, bob, '/api/box/myBoxLists')).data.boxes;
    const tutorial = boxes.find((b: { kind: string }) => b.kind === 'tutorial');
    expect((await post(ctx, bob, `/api/box/${tutorial.id}/open`, { clientSeed: 'bob' })).json().code).toBe(
      10000,
    );
    expect((await post(ctx, bob, `/api/box/${tutorial.id}/claim`, {})).json().code).toBe(10000);

    const mine = await expectIncomeAddsUp(alice);
    const kinds = mine.details.items.map((i) => i.kind);
    expect(new Set(kinds)).toEqual(
      new Set([
        'node_sales_reward',
        'node_share_bonus',
        'reward_differential',
        'reward_generation',
        'reward_id_referral',
        'task_reward',
      ]),
    );
    // The 10% sales reward and +500 USDB a share are income, explained by the order and its buyer.
    expect(mine.details.items).toContainEqual(
      expect.objectContaining({
        kind: 'node_sales_reward',
        asset: 'USDT',
        amount: `${104n * T}`,
        ref: expect.objectContaining({ type: 'node_order' }),
        counterparty: bob.account.address,
      }),
    );
    expect(mine.ledger.USDB).toBe(`${1000n * T}`);
    // Held for the week, then released: counted once, on the reward itself.
    const differential = mine.details.items.find((i) => i.kind === 'reward_differential')!;
    expect(differential).toMatchObject({ held: true, ref: { type: 'settlement', id: day }, lines: 1 });
    expect(kinds).not.toContain('assessment_release');
    // 104 + 3% and 0.5% of 1,040 + 20 for the task.
    expect(mine.ledger.USDT).toBe(`${104n * T + 364n * 10n ** 17n + 20n * T}`);
    expect(mine.details.items.find((i) => i.kind === 'task_reward')).toMatchObject({
      task: 'pioneer_target',
    });
    // Filters: one kind, one asset.
    const usdb = await incomeDetails(alice, '&asset=USDB');
    expect(usdb.items.map((i) => i.asset)).toEqual(['USDB']);
    const task = await incomeDetails(alice, '&kind=task_reward');
    expect(task.items.map((i) => i.kind)).toEqual(['task_reward']);

    const theirs = await expectIncomeAddsUp(bob);
    expect(theirs.details.items.map((i) => i.kind).sort()).toEqual(['box_prize', 'invite_gift']);
    expect(theirs.details.items.find((i) => i.kind === 'invite_gift')).toMatchObject({
      counterparty: alice.account.address,
    });
    expect(theirs.details.items.find((i) => i.kind === 'box_prize')?.box).toMatchObject({ kind: 'tutorial' });
  });

  it('takes cleared rewards of a missed week back, so the total is what the user keeps', async () => {
    await sundayPurchase(1);
    const { details, ledger } = await expectIncomeAddsUp(alice);
    const clears = details.items.filter((i) => i.kind === 'assessment_clear');
    expect(clears.map((i) => i.asset).sort()).toEqual(['BHC', 'USDT']);
    for (const clear of clears) expect(BigInt(clear.amount)).toBeLessThan(0n);
    // Every held reward was cleared: what stays is the node sales reward and the share bonus.
    expect(ledger).toEqual({ USDT: `${52n * T}`, USDB: `${500n * T}`, BHC: '0' });
  });

  it('refuses an unknown kind or asset with the envelope', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/income?kind=deposit',
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 40000 });
    expect((await get(ctx, alice, '/api/income?asset=WOOHOO')).code).toBe(40000);
  });
});

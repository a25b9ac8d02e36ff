import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** docs/rules.md "Verifying a box": the stand-alone script a user runs on a saved proof. */
const VERIFY_SCRIPT = fileURLToPath(new URL('../../../../../scripts/verify-box-draw.mjs', import.meta.url));

/** Runs the script as a user would, on a proof file (or `-` and the proof on standard input). */
function verifyScript(args: string[], input?: string) {
  const run = spawnSync(process.execPath, [VERIFY_SCRIPT, ...args], { encoding: 'utf8', input });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

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

  it("draws what scripts/verify-box-draw.mjs recomputes from each box's proof, and fails a tampered one", async () => {
    await stake(alice, 100n);
    for (let i = 0; i < 3; i++) await stake(await newUser(ctx, alice), 10n);
    await ctx.db.query('UPDATE users SET kyc1_at = now() WHERE id = $1', [alice.id]);
    const dir = mkdtempSync(join(tmpdir(), 'box-proof-'));
    const tampered = (proof: { data: { box: Box } }, edit: (draw: Record<string, unknown>) => void) => {
      const copy = structuredClone(proof);
      edit(copy.data.box.draw!);
      const run = verifyScript(['-', '--json'], JSON.stringify(copy));
      return { status: run.status, verdict: JSON.parse(run.stdout).verdict as string };
    };
    try {
      for (const [i, kind] of ['coaching', 'tutorial', 'ecosystem'].entries()) {
        const box = await boxOf(kind);
        const awarded = ((await open(box.id, `seed-${kind}`)).json().data as Box).draw!;
        expect(awarded.counter).toBe(i + 1);
        // The proof exactly as the API serves it, envelope and all, saved as a user would.
        const proof = await get(ctx, alice, `/api/box/${box.id}/proof`);
        expect(proof.code).toBe(10000);
        const file = join(dir, `${kind}.json`);
        writeFileSync(file, JSON.stringify(proof));
        const run = verifyScript([file, '--json']);
        expect(run.status, run.stderr).toBe(0);
        const result = JSON.parse(run.stdout);
        expect(result).toMatchObject({ verified: true, seedHash: box.serverSeedHash });
        expect(result.prize).toBe(awarded.prize);
        expect(result.giftCardNo).toBe(awarded.giftCardNo);
        expect(result.checks.map((c: { name: string }) => c.name)).toEqual([
          'commitment',
          'prize',
          'gift card',
          'value',
        ]);

        const seed = awarded.serverSeed;
        const otherSeed = tampered(proof, (draw) => {
          draw.serverSeed = `${seed[0] === 'f' ? 'e' : 'f'}${seed.slice(1)}`;
        });
        expect(otherSeed).toMatchObject({
          status: 1,
          verdict: expect.stringMatching(/^MISMATCH: commitment/),
        });
        const otherPrize = tampered(proof, (draw) => {
          draw.prize = (awarded.prize % 10) + 1;
        });
        expect(otherPrize).toEqual({ status: 1, verdict: 'MISMATCH: prize not what the draw gives' });
        const otherCard = tampered(proof, (draw) => {
          draw.giftCardNo = awarded.giftCardNo.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
        });
        expect(otherCard).toEqual({ status: 1, verdict: 'MISMATCH: gift card not what the draw gives' });
      }

      // The last box again: piped in with no argument, and as raw flags, in the human-readable form.
      const box = await boxOf('ecosystem');
      const proof = await get(ctx, alice, `/api/box/${box.id}/proof`);
      const piped = verifyScript([], JSON.stringify(proof));
      expect(piped.status).toBe(0);
      expect(piped.stdout).toContain(`gift card          ${box.draw!.giftCardNo}`);
      expect(piped.stdout.trim().split('\n').at(-1)).toMatch(/^VERIFIED/);
      const flags = ['--server-seed', box.draw!.serverSeed, '--server-seed-hash', box.serverSeedHash];
      flags.push('--client-seed', 'seed-ecosystem', '--counter', '3', '--box-id', box.id);
      flags.push('--weights', proof.data.prizes.map((p: { weight: string }) => p.weight).join(','));
      flags.push('--gift-card', box.draw!.giftCardNo);
      expect(verifyScript([...flags, '--prize', String(box.draw!.prize)]).status).toBe(0);
      const wrong = verifyScript([...flags, '--prize', String((box.draw!.prize % 10) + 1)]);
      expect(wrong.status).toBe(1);
      expect(wrong.stdout).toContain('MISMATCH: prize');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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

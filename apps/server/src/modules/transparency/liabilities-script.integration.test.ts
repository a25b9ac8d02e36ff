import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { LiabilitiesRoot } from '@woohoo/shared/api/liabilities';
import { LIABILITIES_MIN_HOLDERS } from '@woohoo/shared/constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config/env';
import { deposit, get, newUser, T } from '../../testing/money-helpers';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';
import { selectUnpublishedRoots } from './liabilities-repository';
import { buildDueLiabilities } from './liabilities-service';

const SCRIPT = resolve(REPO_ROOT, 'scripts/verify-liabilities-proof.mjs');

/** Runs the standalone checker as a user would: plain node, the proof in a file or on stdin. */
function runScript(args: string[], input?: string) {
  const run = spawnSync(process.execPath, [SCRIPT, ...args], { input, encoding: 'utf8' });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

describe.each(testBackends())('scripts/verify-liabilities-proof.mjs on a real proof on %s', (backend) => {
  let ctx: TestContext;
  let dir: string;
  beforeEach(async () => {
    ctx = await createTestApp(backend);
    dir = mkdtempSync(join(tmpdir(), 'liabilities-proof-'));
  });
  afterEach(async () => {
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes the leaf count and root from the published list, never from the proof', async () => {
    const users = [await newUser(ctx), await newUser(ctx), await newUser(ctx)];
    await ctx.db.transaction(async (tx) => {
      for (const [i, user] of users.entries())
        await deposit(tx, user.account.address, BigInt(i + 2) * 10n * T);
    });
    await buildDueLiabilities(ctx.db, ctx.clock.now);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/transparency/liabilities' })).json();
    const listFile = join(dir, 'published.json');
    writeFileSync(listFile, JSON.stringify(list));
    const usdt = (list.data.items as LiabilitiesRoot[]).find((r) => r.asset === 'USDT')!;
    const { data: proof } = await get(ctx, users[0]!, '/api/transparency/liabilities/proof?asset=USDT');
    const check = (tampered: object, args = ['--published', listFile]) => {
      const file = join(dir, 'proof.json');
      writeFileSync(file, JSON.stringify(tampered));
      return runScript([file, ...args]);
    };
    const genuine = check(proof);
    expect(genuine.status).toBe(0);
    expect(genuine.out).toContain(
      `VERIFIED: a balance of ${20n * T} is included in the published total of ${90n * T}`,
    );

    // 32 leaves claimed where 3 were published: the path of 2 steps would still lead to the root.
    const claimed = check({ ...proof, leafCount: 32 });
    expect(claimed.status).toBe(1);
    expect(claimed.out).toContain('NOT VERIFIED: the proof says 32 leaves where the published tree has 3');
    const shortened = check({ ...proof, path: proof.path.slice(1) });
    expect(shortened.status).toBe(1);
    expect(shortened.out).toContain('the path should have 2 steps for 3 leaves');
    const lengthened = check({ ...proof, path: [...proof.path, proof.path[0]] });
    expect(lengthened.status).toBe(1);
    expect(lengthened.out).toContain('the path should have 2 steps for 3 leaves');
    const wrongRoot = check(proof, [
      '--root',
      `0x${'ab'.repeat(32)}`,
      '--leaf-count',
      String(usdt.leafCount),
    ]);
    expect(wrongRoot.status).toBe(1);
    expect(wrongRoot.out).toContain('not to the published root');
    // The proof's own root is never the reference: a proof rewritten to a tree of its own fails.
    const selfMade = check({ ...proof, root: `0x${'cd'.repeat(32)}`, leafCount: 32 });
    expect(selfMade.status).toBe(1);
    const halfGiven = check(proof, ['--root', usdt.root]);
    expect(halfGiven.status).toBe(2);
    expect(halfGiven.out).toContain('give --root and --leaf-count');
  });

  it(`withholds the total of a tree of fewer than ${LIABILITIES_MIN_HOLDERS} holders and keeps it off chain`, async () => {
    const alone = await newUser(ctx);
    await ctx.db.transaction(async (tx) => {
      await deposit(tx, alone.account.address, 7n * T);
    });
    await buildDueLiabilities(ctx.db, ctx.clock.now);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/transparency/liabilities' })).json();
    const usdt = (list.data.items as LiabilitiesRoot[]).find((r) => r.asset === 'USDT')!;
    // One holder: the total would be that user's exact balance.
    expect(usdt).toMatchObject({ leafCount: 1, total: null });
    expect((await selectUnpublishedRoots(ctx.db)).some((r) => r.day === usdt.day && r.asset === 'USDT')).toBe(
      false,
    );
    const { data: proof } = await get(ctx, alone, '/api/transparency/liabilities/proof?asset=USDT');
    expect(proof.total).toBeNull();
    const listFile = join(dir, 'published.json');
    writeFileSync(listFile, JSON.stringify(list));
    const file = join(dir, 'proof.json');
    writeFileSync(file, JSON.stringify(proof));
    const verified = runScript([file, '--published', listFile]);
    expect(verified.status).toBe(0);
    expect(verified.out).toContain('included in the published root');
  });

  it('verifies the downloaded proof against the published root, and refuses a tampered one', async () => {
    const users = [await newUser(ctx), await newUser(ctx), await newUser(ctx)];
    await ctx.db.transaction(async (tx) => {
      for (const [i, user] of users.entries())
        await deposit(tx, user.account.address, BigInt(i + 2) * 10n * T);
    });
    await buildDueLiabilities(ctx.db, ctx.clock.now);
    const published = (await ctx.app.inject({ method: 'GET', url: '/api/transparency/liabilities' })).json()
      .data.items as LiabilitiesRoot[];
    const usdt = published.find((r) => r.asset === 'USDT')!;
    const envelope = await get(ctx, users[1]!, '/api/transparency/liabilities/proof?asset=USDT');
    expect(envelope.code).toBe(10000);
    const file = join(dir, 'proof.json');
    writeFileSync(file, JSON.stringify(envelope));
    const flags = ['--root', usdt.root, '--total', usdt.total!, '--leaf-count', String(usdt.leafCount)];

    const good = runScript([file, ...flags]);
    expect(good.out).toContain(
      `VERIFIED: a balance of ${30n * T} is included in the published total of ${90n * T}`,
    );
    expect(good.status).toBe(0);
    // The data alone on stdin, with the root and total it carries: verified, with a note.
    const piped = runScript([], JSON.stringify(envelope.data));
    expect(piped.status).toBe(0);
    expect(piped.out).toContain('pass --root and --total as published');

    const tampered = { ...envelope.data, balance: `${BigInt(envelope.data.balance) + 1n}` };
    writeFileSync(file, JSON.stringify(tampered));
    const bad = runScript([file, ...flags]);
    expect(bad.status).toBe(1);
    expect(bad.out).toContain('NOT VERIFIED: the path leads to');

    const negative = {
      ...envelope.data,
      path: [{ ...envelope.data.path[0], sum: '-1' }, ...envelope.data.path.slice(1)],
    };
    expect(runScript([], JSON.stringify(negative)).out).toContain(
      'path[0].sum is not a non-negative whole number',
    );
    const missing = runScript([join(dir, 'missing.json')]);
    expect(missing.status).toBe(2);
    writeFileSync(file, JSON.stringify(envelope));
    const wrongTotal = runScript([
      file,
      '--root',
      usdt.root,
      '--total',
      `${90n * T + 1n}`,
      '--leaf-count',
      String(usdt.leafCount),
    ]);
    expect(wrongTotal.status).toBe(1);
    expect(wrongTotal.out).toContain('not to the published total');
  });
});

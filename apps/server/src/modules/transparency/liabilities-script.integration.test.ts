import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { LiabilitiesRoot } from '@woohoo/shared/api/liabilities';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config/env';
import { deposit, get, newUser, T } from '../../testing/money-helpers';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { testBackends } from '../../testing/test-db';
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
    const flags = ['--root', usdt.root, '--total', usdt.total];

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
    const wrongTotal = runScript([file, '--root', usdt.root, '--total', `${90n * T + 1n}`]);
    expect(wrongTotal.status).toBe(1);
    expect(wrongTotal.out).toContain('not to the published total');
  });
});

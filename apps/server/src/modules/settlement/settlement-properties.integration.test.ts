import { DEFAULT_RULES, rulesToJson } from '@woohoo/shared/rules/rules-config';
import { dayWindow } from '@woohoo/shared/settlement/settlement-day';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { runJob } from '../../jobs/job-runner';
import { createTestDb } from '../../testing/test-db';
import { upsertUserForUpdate } from '../user/user-service';
import { settle, settlementJob } from './settlement-service';

/**
 * Settling a day twice equals settling it once, and a run killed at a random batch then resumed
 * equals an uninterrupted run, on random trees and days. A Sunday, so the weekly assessment runs
 * too; rules version 2 makes levels reachable in a small tree.
 */
const day = '2026-11-22';
const window = dayWindow(day)!;
const now = () => new Date(window.end.getTime() + 60_000);
const T = 10n ** 18n;

type Day = {
  parents: number[];
  nodes: { user: number; kind: 'main' | 'genesis' | 'community'; shares: number; today: boolean }[];
  stakes: { user: number; tens: number; today: boolean }[];
};

const dayArb: fc.Arbitrary<Day> = fc.integer({ min: 3, max: 14 }).chain((n) =>
  fc.record({
    parents: fc.tuple(...Array.from({ length: n }, (_, i) => fc.integer({ min: -1, max: i - 1 }))),
    nodes: fc.array(
      fc.record({
        user: fc.nat(n - 1),
        kind: fc.constantFrom('main' as const, 'genesis' as const, 'community' as const),
        shares: fc.integer({ min: 1, max: 3 }),
        today: fc.boolean(),
      }),
      { maxLength: 10 },
    ),
    stakes: fc.array(
      fc.record({ user: fc.nat(n - 1), tens: fc.integer({ min: 1, max: 100 }), today: fc.boolean() }),
      {
        maxLength: 8,
      },
    ),
  }),
);

async function load(db: Db, input: Day): Promise<void> {
  const rules = {
    ...DEFAULT_RULES,
    version: 2,
    team: { ...DEFAULT_RULES.team, d1Directs: 1, b3SmallCommunityWei: 500n * T },
    assessment: { ...DEFAULT_RULES.assessment, freeDays: 0 },
  };
  await db.query(
    `INSERT INTO rules_versions (version, effective_at, body, created_by) VALUES (2, '2026-01-01', $1, 'test')`,
    [JSON.stringify(rulesToJson(rules))],
  );
  const address = (i: number) => `0x${(i + 1).toString(16).padStart(40, '0')}`;
  await db.transaction(async (tx) => {
    for (const [i, parent] of input.parents.entries()) {
      await upsertUserForUpdate(tx, address(i), parent >= 0 ? address(parent) : null);
    }
  });
  await db.query(`UPDATE users SET created_at = '2026-11-01T00:00:00Z'`);
  const at = (today: boolean) => (today ? '2026-11-22T00:00:00Z' : '2026-11-10T00:00:00Z');
  for (const node of input.nodes) {
    await db.query(
      `INSERT INTO node_orders (user_id, kind, shares, price, total, self_counted, repurchase, rules_version, created_at)
       SELECT id, $2, $3::int, $4::numeric, $4::numeric * $3::int, 1, false, 1, $5 FROM users WHERE address = $1`,
      [address(node.user), node.kind, node.shares, (520n * T).toString(), at(node.today)],
    );
  }
  for (const stake of input.stakes) {
    const amount = BigInt(stake.tens) * 10n * T;
    await db.query(
      `INSERT INTO stake_orders (user_id, type, package_id, days, amount, daily_rate_bps, accelerable_total, expires_at,
                                 created_at, rules_version)
       SELECT id, 'stablecoin_overlord', 'd30', 30, $2::numeric, 30, $3::numeric, '2026-12-30', $4, 1
         FROM users WHERE address = $1`,
      [address(stake.user), amount.toString(), (2n * amount).toString(), at(stake.today)],
    );
  }
}

/** Everything the settlement leaves behind, comparable across databases. */
async function outcome(db: Db) {
  const balances = await db.query(
    `SELECT owner, asset, bucket, shard, balance::text AS balance FROM ledger_accounts
      WHERE balance <> 0 ORDER BY owner, asset, bucket, shard`,
  );
  const [counts] = await db.query(
    `SELECT (SELECT count(*) FROM rewards)::int AS rewards, (SELECT count(*) FROM ledger_transfers)::int AS transfers,
            (SELECT count(*) FROM ledger_entries)::int AS entries, (SELECT count(*) FROM assessments)::int AS assessments,
            (SELECT coalesce(sum(accelerable_used), 0)::text FROM stake_orders) AS used`,
  );
  return { balances, counts };
}

describe('settlement properties on pglite', () => {
  it('twice equals once, and a run killed at any batch then resumed equals an uninterrupted run', async () => {
    await fc.assert(
      fc.asyncProperty(dayArb, fc.integer({ min: 1, max: 12 }), async (input, killAt) => {
        const once = await createTestDb('pglite');
        const killed = await createTestDb('pglite');
        try {
          await load(once.db, input);
          await load(killed.db, input);
          const deps = (db: Db) => ({ db, now, batchSize: 2 });
          await settle(deps(once.db), day);
          const expected = await outcome(once.db);
          await settle(deps(once.db), day);
          expect(await outcome(once.db)).toEqual(expected);

          const job = settlementJob(deps(killed.db), window);
          let batches = 0;
          const dying = {
            ...job,
            batch: async (...args: Parameters<typeof job.batch>) => {
              const result = await job.batch(...args);
              // Dies after the batch's writes, before they commit: the transaction rolls back.
              if (++batches === killAt) throw new Error('killed');
              return result;
            },
          };
          await runJob(killed.db, dying).catch(() => undefined);
          await settle(deps(killed.db), day);
          expect(await outcome(killed.db)).toEqual(expected);
        } finally {
          await once.drop();
          await killed.drop();
        }
      }),
      { numRuns: 6 },
    );
  }, 300_000);
});

import { afterEach, describe, expect, it } from 'vitest';
import { bothBackends, createTestDb } from '../testing/test-db';
import type { Db } from './db';

/**
 * The references the bulk-written tables check once per statement (migration 032) hold as a
 * foreign key held them: a row that references nothing is refused with 23503 and nothing of its
 * statement is written, and an account cannot be deleted from under its entries.
 */
describe.each(bothBackends())('set-based reference checks on %s', (backend) => {
  const opened: { drop: () => Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((d) => d.drop()));
  });
  const fixture = async () => {
    const test = await createTestDb(backend);
    opened.push(test);
    const { db } = test;
    const [user] = await db.query<{ id: string }>(
      `INSERT INTO users (address) VALUES ('0x00000000000000000000000000000000000000aa') RETURNING id::text AS id`,
    );
    const [transfer] = await db.query<{ id: string }>(
      `INSERT INTO ledger_transfers (idempotency_key, kind, ref) VALUES ('ref-check', 'transfer', 'transfer:1')
       RETURNING id::text AS id`,
    );
    const [account] = await db.query<{ id: string }>(
      `INSERT INTO ledger_accounts (owner, user_id, asset, bucket) VALUES ('u:' || $1, $1::bigint, 'USDT', 'available')
       RETURNING id::text AS id`,
      [user!.id],
    );
    await db.query(
      `INSERT INTO settlements (day, rules_version, base, cap, total_value, paid_value, capped, users_paid, lines, computed_ms)
       VALUES ('2026-06-10', 1, 0, 0, 0, 0, false, 0, 0, 0)`,
    );
    return { db, userId: user!.id, transferId: transfer!.id, accountId: account!.id };
  };
  const count = async (db: Db, table: string) =>
    Number((await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`))[0]!.n);
  const entries = (db: Db, rows: [string, string][]) =>
    db.query(
      `INSERT INTO ledger_entries (transfer_id, account_id, asset, delta)
       SELECT t, a, 'USDT', 1 FROM unnest($1::bigint[], $2::bigint[]) AS r (t, a)`,
      [rows.map((r) => r[0]), rows.map((r) => r[1])],
    );
  const line = (db: Db, userId: string, day: string) =>
    db.query(
      `INSERT INTO rewards (day, user_id, kind, asset, amount, value, paid_value, source, source_id, basis, rate_bps,
                            weight, weight_total)
       VALUES ($1, $2, 'static', 'USDT', 1, 1, 1, 'pool', NULL, 1, 0, 0, 0)`,
      [day, userId],
    );

  it('refuses ledger entries whose transfer or account does not exist, writing none of the statement', async () => {
    const { db, transferId, accountId } = await fixture();
    await expect(
      entries(db, [
        [transferId, accountId],
        ['999999', accountId],
      ]),
    ).rejects.toMatchObject({
      code: '23503',
    });
    await expect(
      entries(db, [
        [transferId, accountId],
        [transferId, '999999'],
      ]),
    ).rejects.toMatchObject({
      code: '23503',
    });
    expect(await count(db, 'ledger_entries')).toBe(0);
    await entries(db, [[transferId, accountId]]);
    expect(await count(db, 'ledger_entries')).toBe(1);
  });

  it('refuses reward lines for a user or a day that does not exist', async () => {
    const { db, userId } = await fixture();
    await expect(line(db, '999999', '2026-06-10')).rejects.toMatchObject({ code: '23503' });
    await expect(line(db, userId, '2026-06-11')).rejects.toMatchObject({ code: '23503' });
    await expect(
      db.copyFrom(
        `COPY rewards (day, user_id, kind, asset, amount, value, paid_value, source, basis, rate_bps, weight,
                       weight_total) FROM STDIN`,
        [
          `2026-06-10\t${userId}\tstatic\tUSDT\t1\t1\t1\tpool\t1\t0\t0\t0\n2026-06-10\t999999\tstatic\tUSDT\t1\t1\t1\tpool\t1\t0\t0\t0\n`,
        ],
      ),
    ).rejects.toMatchObject({ code: '23503' });
    expect(await count(db, 'rewards')).toBe(0);
    await line(db, userId, '2026-06-10');
    expect(await count(db, 'rewards')).toBe(1);
  });

  it('never deletes or renumbers a ledger account', async () => {
    const { db, accountId } = await fixture();
    await expect(db.query('DELETE FROM ledger_accounts WHERE id = $1', [accountId])).rejects.toThrow(
      /append-only/,
    );
    await expect(
      db.query('UPDATE ledger_accounts SET id = id + 1000 WHERE id = $1', [accountId]),
    ).rejects.toThrow(/append-only/);
    await db.query('UPDATE ledger_accounts SET balance = 5 WHERE id = $1', [accountId]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from '../../testing/money-helpers';
import { parseCsv } from '../../testing/parse-csv';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { EXPORT_BATCH, EXPORT_LIMIT } from './records-routes';

/** The CSV export is streamed in batches and bounded. */
describe('the records export, streamed and bounded', () => {
  let ctx: TestContext;
  let alice: TestUser;
  /** `n` deposit records of alice, ids rising with time, written straight to the table. */
  const seedDeposits = (n: number, from = 0) =>
    ctx.db.query(
      `INSERT INTO deposits (chain_id, tx_hash, log_index, block_number, block_hash, address, user_id, asset, amount, status, created_at)
       SELECT 31337, '0x' || lpad(to_hex(g), 64, '0'), 0, g, '0x00', $1, $2, 'USDT', g * 1000000000000000000::numeric, 'success',
              timestamptz '2026-01-01' + g * interval '1 minute'
         FROM generate_series($4::int + 1, $4::int + $3::int) AS g`,
      [alice.account.address, alice.id, n, from],
    );
  const exportCsv = () =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/records/deposit/export',
      headers: { authorization: `Bearer ${alice.token}` },
    });

  beforeAll(async () => {
    ctx = await createTestApp('pglite');
    alice = await newUser(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('streams every record over several batches, newest first, each once', async () => {
    const n = EXPORT_BATCH * 2 + 7;
    await seedDeposits(n);
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['x-records-total']).toBe(String(n));
    const rows = parseCsv(res.body.replace(/^\uFEFF/, '')).slice(1);
    expect(rows).toHaveLength(n);
    const amounts = rows.map((r) => r[4]);
    expect(amounts[0]).toBe(String(n));
    expect(amounts.at(-1)).toBe('1');
    expect(new Set(amounts).size).toBe(n);
  });

  it(`stops at ${EXPORT_LIMIT} rows and says how many there are`, async () => {
    const before = EXPORT_BATCH * 2 + 7;
    await seedDeposits(EXPORT_LIMIT + 50 - before, before);
    const res = await exportCsv();
    expect(res.headers['x-records-total']).toBe(String(EXPORT_LIMIT + 50));
    expect(res.headers['x-records-exported']).toBe(String(EXPORT_LIMIT));
    expect(parseCsv(res.body.replace(/^\uFEFF/, '')).slice(1)).toHaveLength(EXPORT_LIMIT);
  }, 60_000);
});

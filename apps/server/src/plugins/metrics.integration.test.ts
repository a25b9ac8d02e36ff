import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveWorkerState } from '../jobs/worker-state-repository';
import { createTestApp, type TestContext } from '../testing/test-app';
import { testBackends } from '../testing/test-db';

describe.each(testBackends())('metrics and request ids on %s', (backend) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestApp(backend, { signInRateLimit: 1 });
  });
  afterEach(async () => {
    await ctx.close();
  });

  const metrics = async () => (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;

  it('counts request latency by route and status, and rate-limit refusals', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/config' });
    await ctx.app.inject({ method: 'GET', url: '/api/announcements/999' });
    const nonce = () => ctx.app.inject({ method: 'GET', url: `/api/auth/nonce?address=0x${'1'.repeat(40)}` });
    expect((await nonce()).statusCode).toBe(200);
    expect((await nonce()).statusCode).toBe(429);
    const text = await metrics();
    expect(text).toMatch(
      /woohoo_http_request_duration_seconds_count\{method="GET",route="\/api\/config",status="200"\} 1/,
    );
    expect(text).toMatch(
      /woohoo_http_request_duration_seconds_count\{method="GET",route="\/api\/announcements\/:id",status="404"\} 1/,
    );
    expect(text).toMatch(/woohoo_rate_limit_refusals_total\{route="\/api\/auth\/nonce"\} 1/);
    expect(text).toContain('woohoo_process_cpu_seconds_total');
  });

  it('reads the payout queue and the last settlement from the database at each scrape', async () => {
    expect(await metrics()).toMatch(/woohoo_payout_queue_length 0/);
    expect(await metrics()).toMatch(/woohoo_payout_queue_oldest_age_seconds 0/);
    await ctx.db.query("INSERT INTO users (address) VALUES ('0x00000000000000000000000000000000000000aa')");
    await ctx.db.query(
      `INSERT INTO withdrawals (user_id, asset, amount, fee, to_address, status, reviewed_at)
       SELECT id, 'USDT', 10, 1, address, 'approved', now() - interval '90 seconds' FROM users`,
    );
    const text = await metrics();
    expect(text).toMatch(/woohoo_payout_queue_length 1/);
    const age = Number(text.match(/woohoo_payout_queue_oldest_age_seconds ([\d.]+)/)?.[1]);
    expect(age).toBeGreaterThanOrEqual(89);
    expect(text).not.toMatch(/woohoo_settlement_last_paid_usdt\{/);
  });

  it('reads halted workers, failed and vanished payouts and the transparency report at each scrape', async () => {
    const before = await metrics();
    expect(before).toMatch(/woohoo_payouts_failed 0/);
    expect(before).toMatch(/woohoo_payouts_vanished 0/);
    expect(before).toMatch(/woohoo_payout_unfinal_oldest_age_seconds 0/);
    expect(before).toMatch(/woohoo_settlement_overdue [01]/);
    expect(before).toMatch(/woohoo_mail_failures_total 0/);

    await saveWorkerState(ctx.db, 'payout-worker', { state: 'halted', reason: 'test halt' });
    await saveWorkerState(ctx.db, 'deposit-indexer', { state: 'running' });
    await ctx.db.query("INSERT INTO users (address) VALUES ('0x00000000000000000000000000000000000000bb')");
    const withdrawals = await ctx.db.query<{ id: string }>(
      `INSERT INTO withdrawals (user_id, asset, amount, fee, to_address, status, reviewed_at)
       SELECT id, 'USDT', 10, 1, address, 'approved', now() FROM users, generate_series(1, 2)
       RETURNING id::text`,
    );
    for (const [index, status] of (['failed', 'vanished'] as const).entries())
      await ctx.db.query(
        `INSERT INTO payouts (withdrawal_id, chain_id, from_address, nonce, signed_tx, tx_hash, status, created_at)
         VALUES ($1, 31337, '0xabc', $2, '0x', '0x${'0'.repeat(64)}', $3, now() - interval '120 seconds')`,
        [withdrawals[index]?.id, index, status],
      );
    await ctx.transparency.refresh();
    const text = await metrics();
    expect(text).toMatch(/woohoo_worker_halted\{worker="payout-worker"\} 1/);
    expect(text).toMatch(/woohoo_worker_halted\{worker="deposit-indexer"\} 0/);
    expect(text).toMatch(/woohoo_worker_heartbeat_age_seconds\{worker="payout-worker"\} [\d.]+/);
    expect(text).toMatch(/woohoo_payouts_failed 1/);
    expect(text).toMatch(/woohoo_payouts_vanished 1/);
    expect(
      Number(text.match(/woohoo_payout_unfinal_oldest_age_seconds ([\d.]+)/)?.[1]),
    ).toBeGreaterThanOrEqual(119);
    expect(text).toMatch(/woohoo_ledger_invariant_holds\{asset="USDT"\} 1/);
    expect(text).toMatch(/woohoo_transparency_report_healthy [01]/);
    expect(text).toMatch(/woohoo_transparency_report_age_seconds [\d.]+/);
  });

  it('names every request: an x-request-id header on every answer and the id in error envelopes', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/user/info' });
    const id = missing.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.json()).toMatchObject({ code: 1012, requestId: id });
    const traced = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: { 'x-request-id': 'support-ticket-4711' },
    });
    expect(traced.json().requestId).toBe('support-ticket-4711');
    const odd = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: { 'x-request-id': 'a b\nc' },
    });
    expect(odd.json().requestId).toMatch(/^[0-9a-f-]{36}$/);
    const fine = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(fine.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fine.json().requestId).toBeUndefined();
  });
});

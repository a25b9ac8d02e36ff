import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Queryable } from '../db/db';
import { SETTLEMENT_JOB } from '../modules/settlement/settlement-report';

export type MetricsSources = {
  db: Queryable;
  /** The chain's latest block, for the indexer's lag; undefined without a chain. */
  latestBlock: () => Promise<bigint | undefined>;
};

/**
 * Prometheus metrics at `/metrics` (prom-client), one registry per app: request latency by route
 * and status, rate-limit refusals, and, read from the database at each scrape, the indexer's lag in
 * blocks, the payout queue's length and age, and the last settlement's duration and amounts. Expose
 * it to the monitoring network only (README "Observability").
 */
export function registerMetrics(app: FastifyInstance, sources: MetricsSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'woohoo_' });
  const latency = new Histogram({
    name: 'woohoo_http_request_duration_seconds',
    help: 'API request latency by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'woohoo_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by route',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'woohoo_indexer_lag_blocks',
    help: "Blocks between the chain's head and the deposit indexer's cursor",
    registers: [registry],
    async collect() {
      const [row] = await sources.db.query<{ block: string | null }>(
        "SELECT max(block_number)::text AS block FROM chain_cursors WHERE name LIKE 'deposits:%'",
      );
      const head = await sources.latestBlock().catch(() => undefined);
      if (head !== undefined && row?.block != null) this.set(Number(head - BigInt(row.block)));
    },
  });
  new Gauge({
    name: 'woohoo_payout_queue_length',
    help: 'Approved withdrawals not yet paid on chain',
    registers: [registry],
    async collect() {
      this.set(Number((await payoutQueue(sources.db)).length));
    },
  });
  new Gauge({
    name: 'woohoo_payout_queue_oldest_age_seconds',
    help: 'Age of the oldest approved withdrawal not yet paid (0 when none)',
    registers: [registry],
    async collect() {
      this.set(Number((await payoutQueue(sources.db)).oldestAgeSec));
    },
  });
  new Gauge({
    name: 'woohoo_settlement_last_duration_seconds',
    help: 'Duration of the last finished settlement run, end to end',
    registers: [registry],
    async collect() {
      const [row] = await sources.db.query<{ seconds: number | null }>(
        `SELECT extract(epoch FROM finished_at - started_at)::float8 AS seconds FROM job_runs
          WHERE job = $1 AND status = 'succeeded' ORDER BY id DESC LIMIT 1`,
        [SETTLEMENT_JOB],
      );
      if (row?.seconds != null) this.set(Number(row.seconds));
    },
  });
  new Gauge({
    name: 'woohoo_settlement_last_paid_usdt',
    help: 'USDT value paid by the last settled day (after the cap)',
    labelNames: ['day'] as const,
    registers: [registry],
    async collect() {
      const [row] = await sources.db.query<{ day: string; paid: string }>(
        "SELECT to_char(day, 'YYYY-MM-DD') AS day, (paid_value / 1e18)::text AS paid FROM settlements ORDER BY day DESC LIMIT 1",
      );
      this.reset();
      if (row) this.set({ day: row.day }, Number(row.paid));
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    latency.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode === 429) refusals.inc({ route });
  });
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );
  return registry;
}

async function payoutQueue(db: Queryable): Promise<{ length: number; oldestAgeSec: number }> {
  const [row] = await db.query<{ n: number; age: number | null }>(
    `SELECT count(*)::int AS n, extract(epoch FROM now() - min(coalesce(reviewed_at, created_at)))::float8 AS age
       FROM withdrawals WHERE status = 'approved'`,
  );
  return { length: Number(row?.n ?? 0), oldestAgeSec: Math.max(0, Number(row?.age ?? 0)) };
}

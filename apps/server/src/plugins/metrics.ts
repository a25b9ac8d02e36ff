import type { TransparencyReport } from '@woohoo/shared/api/money';
import type { TreasuryStatus } from '@woohoo/shared/api/treasury';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { formatUnits } from 'viem';
import type { RpcHealth } from '../chain/rpc-transport';
import type { Dependency } from '../modules/health/dependency-monitor';

/** What the gauges read at each scrape, from the modules that own it (modules/health/metrics-sources.ts). */
export type MetricsSources = {
  /** The chain's latest block, for the indexer's lag; undefined without a chain. */
  latestBlock: () => Promise<bigint | undefined>;
  /** The furthest block the deposit indexer has read; undefined before its first batch. */
  indexedBlock: () => Promise<bigint | undefined>;
  /** Approved withdrawals not yet paid on chain, and the age of the oldest. */
  payoutQueue: () => Promise<{ length: number; oldestAgeSec: number }>;
  /** The duration of the last finished settlement run. */
  lastSettlementSeconds: () => Promise<number | undefined>;
  /** The last settled day and what it paid, in whole USDT. */
  lastSettledPaid: () => Promise<{ day: string; paid: number } | undefined>;
  /** The treasury against its limits (docs/rules.md "Treasury limits"); read once per scrape. */
  treasury: () => Promise<TreasuryStatus>;
  /** The chain RPCs (CHAIN_RPC_URLS): which answered last, which are down; absent without a chain. */
  rpcs?: () => RpcHealth[];
  /** Every worker's shared state: halted or running, and how old its heartbeat is. */
  workers: () => Promise<{ worker: string; halted: boolean; heartbeatAgeSec: number }[]>;
  /** The newest stored transparency report (ledger invariant, health); none before the first. */
  report: () => Promise<TransparencyReport | undefined>;
  /** Reverted payouts still unsettled, vanished ones, and the oldest payout not yet final. */
  payoutTrouble: () => Promise<{ failed: number; vanished: number; oldestUnfinalAgeSec: number }>;
  /** The day closed at 21:00 UTC+8 is still unsettled at 21:30 (modules/health/settlement-overdue.ts). */
  settlementOverdue: () => Promise<boolean>;
  /** Mail this process's mailer failed to send since it started; absent without a mailer. */
  mailFailures?: () => number;
  /**
   * The database, the chain RPC and Redis as the dependency monitor last found them
   * (modules/health/dependency-monitor.ts): up or not, null when not configured.
   */
  dependencies?: () => Record<Dependency, boolean | null>;
};

/** An amount in the smallest unit as whole tokens, for a gauge (monitoring, not money). */
const wholeTokens = (wei: string) => Number(formatUnits(BigInt(wei), 18));

/**
 * Prometheus metrics at `/metrics` (prom-client), one registry per app: request latency by route
 * and status, rate-limit refusals, which chain RPC answers and which are down, and, read from the
 * database at each scrape, the indexer's lag in blocks, the payout queue's length and age, the
 * last settlement's duration and amounts, and the treasury's balances against the low-balance
 * alarm and its day against the daily limit, and what deploy/prometheus/alerts.yml pages on
 * (registerOperationsGauges). Expose it to the monitoring network only (README "Observability").
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
      const indexed = await sources.indexedBlock();
      const head = await sources.latestBlock().catch(() => undefined);
      if (head !== undefined && indexed !== undefined) this.set(Number(head - indexed));
    },
  });
  new Gauge({
    name: 'woohoo_dependency_up',
    help: 'Whether a dependency answers its background probe (1) or not (0), after hysteresis (docs/rules.md "Readiness and dependencies"); absent when not configured',
    labelNames: ['dependency'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [dependency, up] of Object.entries(sources.dependencies?.() ?? {}))
        if (up !== null) this.set({ dependency }, up ? 1 : 0);
    },
  });
  new Gauge({
    name: 'woohoo_chain_rpc_up',
    help: 'Whether the chain RPC answered its last request (1) or not (0), by rank and host',
    labelNames: ['rpc'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const rpc of sources.rpcs?.() ?? []) this.set({ rpc: rpc.rpc }, rpc.up ? 1 : 0);
    },
  });
  new Gauge({
    name: 'woohoo_chain_rpc_active',
    help: 'The chain RPC that answered the newest request (1), by rank and host',
    labelNames: ['rpc'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const rpc of sources.rpcs?.() ?? []) this.set({ rpc: rpc.rpc }, rpc.active ? 1 : 0);
    },
  });
  new Gauge({
    name: 'woohoo_chain_rpc_unanswered_requests',
    help: 'Requests a chain RPC left without an answer since the start (the next RPC was asked), by rank and host',
    labelNames: ['rpc'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const rpc of sources.rpcs?.() ?? []) this.set({ rpc: rpc.rpc }, rpc.failures);
    },
  });
  new Gauge({
    name: 'woohoo_payout_queue_length',
    help: 'Approved withdrawals not yet paid on chain',
    registers: [registry],
    async collect() {
      this.set((await sources.payoutQueue()).length);
    },
  });
  new Gauge({
    name: 'woohoo_payout_queue_oldest_age_seconds',
    help: 'Age of the oldest approved withdrawal not yet paid (0 when none)',
    registers: [registry],
    async collect() {
      this.set((await sources.payoutQueue()).oldestAgeSec);
    },
  });
  new Gauge({
    name: 'woohoo_settlement_last_duration_seconds',
    help: 'Duration of the last finished settlement run, end to end',
    registers: [registry],
    async collect() {
      const seconds = await sources.lastSettlementSeconds();
      if (seconds !== undefined) this.set(seconds);
    },
  });
  new Gauge({
    name: 'woohoo_settlement_last_paid_usdt',
    help: 'USDT value paid by the last settled day (after the cap)',
    labelNames: ['day'] as const,
    registers: [registry],
    async collect() {
      const last = await sources.lastSettledPaid();
      this.reset();
      if (last) this.set({ day: last.day }, last.paid);
    },
  });

  registerOperationsGauges(registry, sources);

  const treasuryGauge = (name: string, help: string, value: (status: TreasuryStatus) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(value(await sources.treasury()));
      },
    });
  const perAsset = (
    name: string,
    help: string,
    value: (b: TreasuryStatus['balances'][number]) => number | null,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['asset'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const balance of (await sources.treasury()).balances) {
          const v = value(balance);
          if (v !== null) this.set({ asset: balance.asset }, v);
        }
      },
    });
  new Gauge({
    name: 'woohoo_treasury_balance',
    help: 'The treasury on chain per wallet, whole tokens: hot read live, cold (the Safe) at the last report (absent when not read)',
    labelNames: ['asset', 'wallet'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const b of (await sources.treasury()).balances) {
        if (b.balance !== null) this.set({ asset: b.asset, wallet: 'hot' }, wholeTokens(b.balance));
      }
      // The cold wallet changes only by a sweep or the Safe's owners: the report's one-block reading serves.
      for (const asset of (await sources.report())?.assets ?? []) {
        for (const w of asset.wallets ?? []) {
          if (w.wallet === 'cold' && w.balance !== null)
            this.set({ asset: asset.asset, wallet: 'cold' }, wholeTokens(w.balance));
        }
      }
    },
  });
  new Gauge({
    name: 'woohoo_treasury_topup_needed_wei',
    help: 'USDT (smallest unit, as a float) to move from cold to the hot wallet; 0 when none; absent when not read',
    labelNames: ['asset'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const needed = (await sources.treasury()).cold.topUpNeeded;
      if (needed !== null) this.set({ asset: 'USDT' }, Number(needed));
    },
  });
  perAsset(
    'woohoo_treasury_low_balance_threshold',
    'The low-balance alarm threshold (rules.treasury), whole tokens',
    (b) => wholeTokens(b.threshold),
  );
  perAsset(
    'woohoo_treasury_low_balance_alarm',
    '1 when the balance is below its threshold or could not be read',
    (b) => (b.state === 'ok' ? 0 : 1),
  );
  treasuryGauge('woohoo_treasury_paid_today_usdt', 'USDT withdrawals approved in the settlement day', (s) =>
    wholeTokens(s.paidToday),
  );
  treasuryGauge('woohoo_treasury_daily_limit_usdt', 'The daily hot-wallet limit (rules.treasury)', (s) =>
    wholeTokens(s.dailyLimit),
  );
  treasuryGauge(
    'woohoo_payouts_waiting_for_funds',
    'Approved payouts the treasury cannot cover yet',
    (s) => s.waiting.count,
  );

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

/**
 * What an operator is paged for (deploy/prometheus/alerts.yml): a halted or silent worker, the
 * ledger invariant or the transparency report broken, payouts reverted or vanished, a payout not
 * final for long, the day's settlement late (SPEC 9), mail failing. Read at each scrape from the
 * shared tables, so every replica answers alike; mail failures are this process's own.
 */
function registerOperationsGauges(registry: Registry, sources: MetricsSources): void {
  const perWorker = (
    name: string,
    help: string,
    value: (w: { halted: boolean; heartbeatAgeSec: number }) => number,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['worker'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const worker of await sources.workers()) this.set({ worker: worker.worker }, value(worker));
      },
    });
  perWorker('woohoo_worker_halted', 'Whether the worker has halted (1) or runs (0), by worker', (w) =>
    w.halted ? 1 : 0,
  );
  perWorker(
    'woohoo_worker_heartbeat_age_seconds',
    "Seconds since the worker's last shared heartbeat, by worker",
    (w) => w.heartbeatAgeSec,
  );
  new Gauge({
    name: 'woohoo_ledger_invariant_holds',
    help: 'Whether the ledger invariant holds (1) or not (0) in the newest transparency report, by asset',
    labelNames: ['asset'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const asset of (await sources.report())?.assets ?? [])
        this.set({ asset: asset.asset }, asset.invariantHolds ? 1 : 0);
    },
  });
  new Gauge({
    name: 'woohoo_transparency_report_healthy',
    help: 'Whether the newest transparency report is healthy (1) or lists problems (0); absent before the first',
    registers: [registry],
    async collect() {
      this.reset();
      const report = await sources.report();
      if (report) this.set(report.healthy ? 1 : 0);
    },
  });
  new Gauge({
    name: 'woohoo_transparency_report_age_seconds',
    help: 'Seconds since the newest transparency report was generated',
    registers: [registry],
    async collect() {
      this.reset();
      const report = await sources.report();
      if (report) this.set(Math.max(0, (Date.now() - Date.parse(report.generatedAt)) / 1000));
    },
  });
  const payoutGauge = (
    name: string,
    help: string,
    value: (t: Awaited<ReturnType<MetricsSources['payoutTrouble']>>) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(value(await sources.payoutTrouble()));
      },
    });
  payoutGauge(
    'woohoo_payouts_failed',
    'Reverted payouts whose withdrawal an operator has not settled yet',
    (t) => t.failed,
  );
  payoutGauge(
    'woohoo_payouts_vanished',
    'Payouts whose transaction is no longer on the chain',
    (t) => t.vanished,
  );
  payoutGauge(
    'woohoo_payout_unfinal_oldest_age_seconds',
    'Age of the oldest signed payout not yet final (0 when none)',
    (t) => t.oldestUnfinalAgeSec,
  );
  new Gauge({
    name: 'woohoo_settlement_overdue',
    help: 'Whether the day that closed at 21:00 UTC+8 is still unsettled at 21:30 or later (1) or not (0)',
    registers: [registry],
    async collect() {
      this.set((await sources.settlementOverdue()) ? 1 : 0);
    },
  });
  new Counter({
    name: 'woohoo_mail_failures_total',
    help: 'Mail this process failed to send (the SMTP server refused it or could not be reached)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.mailFailures?.() ?? 0);
    },
  });
}

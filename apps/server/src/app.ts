import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from '@woohoo/shared/api/config';
import type { CustodyReport } from '@woohoo/shared/api/transparency';
import type { Asset } from '@woohoo/shared/assets';
import { TRANSFER_ASSETS, WITHDRAW_ASSETS } from '@woohoo/shared/assets';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { createUserCaches, type UserCaches } from './cache/user-caches';
import type { RpcHealth } from './chain/rpc-transport';
import type { MoneyConfig } from './config/env';
import type { Db } from './db/db';
import { responseSerializer } from './http/response-serializer';
import { createWorkerStatus, type WorkerStatus } from './jobs/worker-status';
import type { RsaKey } from './keys/rsa-key';
import { devInboxRoutes } from './mail/dev-inbox-routes';
import type { DevInbox } from './mail/dev-smtp';
import type { Mailer } from './mail/mailer';
import { announcementOperatorRoutes, announcementRoutes } from './modules/announcements/announcements-routes';
import { assetsRoutes } from './modules/assets/assets-routes';
import { authRoutes } from './modules/auth/auth-routes';
import type { AuthDeps } from './modules/auth/auth-service';
import { boxRoutes } from './modules/boxes/box-routes';
import { configRoutes } from './modules/config/config-routes';
import { moneyConfigRoutes } from './modules/config/money-config-routes';
import { exrightsOperatorRoutes, exrightsRoutes } from './modules/exrights/exrights-routes';
import {
  dependencyStates,
  needsChain,
  orWithoutChain,
  refuseWithoutChain,
} from './modules/health/dependency-guard';
import { createDependencyMonitor, type DependencyMonitor } from './modules/health/dependency-monitor';
import { healthRoutes } from './modules/health/health-routes';
import { metricsSources } from './modules/health/metrics-sources';
import { kycRoutes } from './modules/kyc/kyc-routes';
import { mallRoutes } from './modules/mall/mall-routes';
import { nodeRoutes } from './modules/nodes/node-routes';
import { type OperatorAuth, operatorGuard } from './modules/operator/operator-auth';
import { operatorConsoleRoutes, operatorLoginRoutes } from './modules/operator/operator-console-routes';
import { operatorPayoutRoutes } from './modules/operator/operator-payout-routes';
import { operatorPayoutSwitchRoutes } from './modules/operator/operator-payout-switch-routes';
import { operatorRoutes } from './modules/operator/operator-routes';
import { operatorRulesRoutes } from './modules/operator/operator-rules-routes';
import { poolOperatorRoutes } from './modules/pool/pool-operator-routes';
import { recordsRoutes } from './modules/records/records-routes';
import { rewardsRoutes } from './modules/rewards/rewards-routes';
import { settlementOperatorRoutes } from './modules/settlement/settlement-operator-routes';
import { stakeRoutes } from './modules/stake/stake-routes';
import { swapRoutes } from './modules/swap/swap-routes';
import { taskRoutes } from './modules/tasks/task-routes';
import { teamRoutes } from './modules/team/team-routes';
import { transferRoutes } from './modules/transfer/transfer-routes';
import { liabilitiesRoutes } from './modules/transparency/liabilities-routes';
import { transparencyRoutes } from './modules/transparency/transparency-routes';
import {
  createTransparencySnapshots,
  type TransparencySnapshots,
} from './modules/transparency/transparency-snapshots';
import { userRoutes } from './modules/user/user-routes';
import type { PayoutRunbookChain } from './modules/withdraw/payouts/payout-runbook';
import { treasuryOperatorRoutes } from './modules/withdraw/treasury-routes';
import { withdrawRoutes } from './modules/withdraw/withdraw-routes';
import { woohooRoutes } from './modules/woohoo/woohoo-routes';
import { registerDocs } from './plugins/docs';
import { frameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { keepOperatorRoutesPrivate } from './plugins/operator-listener';
import { redisOrLocalStore } from './plugins/rate-limit-store';
import { refuseNonUtf8Bodies } from './plugins/request-charset';
import { OneLinePerRequest } from './plugins/request-log';
import { contentSecurityPolicy, registerSecurityHeaders } from './plugins/security-headers';
import { registerWebStatic } from './plugins/web-static';
import { limitEveryWrite } from './plugins/write-rate-limit';

/** What the money endpoints need from outside the database. */
export type MoneyOptions = {
  config: MoneyConfig;
  treasuryAddress: string;
  explorerUrl: string | undefined;
  latestBlock: () => Promise<bigint | undefined>;
  /** The chain RPCs' state for /metrics (chain/rpc-transport.ts). */
  rpcHealth?: () => RpcHealth[];
  onChainHoldings: (asset: Asset) => Promise<bigint | null>;
  /** The cold storage the payout worker sweeps to (COLD_WALLET_ADDRESS); none: no sweeps. */
  coldWalletAddress?: string;
};

export type AppOptions = {
  db: Db;
  money: MoneyOptions;
  rsaKey: RsaKey;
  appConfig: AppConfig;
  logger?: FastifyServerOptions['logger'];
  /** The process's own logger (server-logger.ts), used instead of `logger`, so every line has its fields. */
  loggerInstance?: FastifyBaseLogger;
  trustProxy?: boolean;
  now?: () => Date;
  chainReachable?: () => Promise<boolean>;
  /** The chain as the payout runbook reads it (docs/rules.md "Payout runbook"); its routes are not served without it. */
  payoutChain?: PayoutRunbookChain;
  /** OPERATOR_ADDRESSES: wallets that sign in to the console and the CLI. Without them, no operator routes. */
  operatorAddresses?: readonly string[];
  /**
   * OPERATOR_LISTEN_PORT is set: the operator routes answer only through `listenOperator`
   * (plugins/operator-listener.ts); on the app's own listener they are 404.
   */
  operatorListenerOnly?: boolean;
  /** Shared rate-limit store for several replicas; in memory when absent. */
  redis?: Redis;
  redisKeyPrefix?: string;
  /** Requests per minute per client on the sign-in endpoints (default SIGN_IN_RATE_LIMIT_PER_MINUTE). */
  signInRateLimit?: number;
  /** Requests per minute per client on public read endpoints (default PUBLIC_RATE_LIMIT_PER_MINUTE). */
  publicRateLimit?: number;
  /** What the background workers of this process say about themselves (readiness). */
  workerStatus?: WorkerStatus;
  /** Who holds what on chain and the timelock's scheduled changes (custody-report.ts); not served without it. */
  custody?: () => Promise<CustodyReport>;
  /** The stored transparency reports; made from `db` and `money` when absent. */
  transparency?: TransparencySnapshots;
  webDistDir?: string;
  /** Told about every route as it is added (tests walk the route table with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The local run mode: an operator may close the running day's settlement early. */
  settleEarly?: boolean;
  /** Sends KYC1 codes; without it a code request answers 50300. */
  mailer?: Mailer;
  /** The local mode's SMTP catcher: serves /dev/inbox when given (never in production). */
  devInbox?: DevInbox;
  /** Writes a minute per wallet, all write routes together (default WRITE_RATE_LIMIT_PER_MINUTE). */
  writeRateLimit?: number;
  /** KYC1 writes a minute per client (default KYC_RATE_LIMIT_PER_MINUTE). */
  kycRateLimit?: number;
  /** False reads every session and balance from the database (a benchmark's baseline). */
  readCaches?: boolean;
  /**
   * The database, chain RPC and Redis probed in the background (modules/health/dependency-monitor.ts),
   * started by the caller; made from `db`, `chainReachable` and `redis` and started here when absent.
   */
  dependencies?: DependencyMonitor;
  /** How often the monitor made here probes (DEPENDENCY_CHECK_MS). */
  dependencyCheckMs?: number;
  /** True once the process has been told to stop: readiness answers 503 (docs/rules.md "Shutdown"). */
  stopping?: () => boolean;
};

/** Our decision: 30 nonce or login calls a minute per client is ample for people, not for scripts. */
export const SIGN_IN_RATE_LIMIT_PER_MINUTE = 30;
/** Our decision: a person reloading a public report never needs more than one a second. */
export const PUBLIC_RATE_LIMIT_PER_MINUTE = 60;
/**
 * Our decision (docs/rules.md "Rate limits"): 60 writes a minute per wallet, all write routes
 * and all its tokens together, one a second, is more than a person taps and far below what a
 * script tries (107 transfers a second before the limit).
 */
export const WRITE_RATE_LIMIT_PER_MINUTE = 60;

export { LOG_REDACT_PATHS } from './server-logger';

/** A caller's own request id is kept when it is short and plain; otherwise a new one is made. */
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Every request's id: in its log lines, in the `x-request-id` response header and in every error
 * envelope, so a user's report can be traced to its logs.
 */
function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * A local origin derived from port 0 (PUBLIC_ORIGIN unset, config/env-readers.ts) names the port
 * the server was given once it listens, so sign-in and GET /api/config agree with the browser.
 */
function originOnListen(app: FastifyInstance, auth: AuthDeps, appConfig: AppConfig): void {
  const origin = new URL(appConfig.publicOrigin);
  if (origin.port !== '0') return;
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address === null || typeof address === 'string') return;
    origin.port = String(address.port);
    auth.publicOrigin = origin.origin;
    appConfig.publicOrigin = origin.origin;
  });
}

/** Builds the API (and, when given, the static web app) without listening. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    genReqId: requestId,
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 64 * 1024,
    frameworkErrors: frameworkError,
    logController: new OneLinePerRequest(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  const dependencies = options.dependencies ?? (await startedMonitor(app, options));
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // A stopping process closes each connection after its answer (docs/rules.md "Shutdown"): a
  // kept-alive one would hold the server's close open, and the client's next request belongs to
  // another replica.
  const { stopping } = options;
  if (stopping)
    app.addHook('onSend', async (_request, reply) => {
      if (stopping()) reply.header('connection', 'close');
    });
  refuseNonUtf8Bodies(app);
  if (options.operatorListenerOnly) keepOperatorRoutesPrivate(app);
  registerMetrics(
    app,
    metricsSources(
      options.db,
      orWithoutChain(dependencies, options.money.latestBlock, undefined),
      orWithoutChain(dependencies, options.money.onChainHoldings, null),
      options.now,
      options.money.rpcHealth,
      options.mailer?.failures,
      dependencyStates(dependencies),
    ),
  );
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));

  await app.register(rateLimit, {
    global: false,
    store:
      options.redis &&
      redisOrLocalStore(
        options.redis,
        options.redisKeyPrefix ?? 'woohoo:rate:',
        () => dependencies.up('redis') !== false,
      ),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `retry in ${context.after}`,
    }),
  });
  limitEveryWrite(app, options.writeRateLimit ?? WRITE_RATE_LIMIT_PER_MINUTE);
  await registerDocs(app);

  const caches = options.readCaches === false ? undefined : await createUserCaches(options.db);
  if (caches) app.addHook('onClose', caches.stop);
  const auth: AuthDeps = {
    db: options.db,
    rsaPrivateKey: options.rsaKey.privateKey,
    chainId: options.appConfig.chain.chainId,
    publicOrigin: options.appConfig.publicOrigin,
    now: options.now ?? (() => new Date()),
    sessions: caches?.sessions,
  };
  originOnListen(app, auth, options.appConfig);
  const workerStatus = options.workerStatus ?? createWorkerStatus();
  const transparency =
    options.transparency ??
    createTransparencySnapshots({
      db: options.db,
      onChainHoldings: options.money.onChainHoldings,
      extraProblems: workerStatus.problems,
    });
  await app.register(
    async (api) => {
      await api.register(healthRoutes(dependencies, workerStatus, options.stopping ?? (() => false)));
      await api.register(configRoutes(options.appConfig));
      await api.register(authRoutes(auth, options.signInRateLimit ?? SIGN_IN_RATE_LIMIT_PER_MINUTE));
      await api.register(userRoutes(auth));
      await registerMoneyRoutes(
        api,
        auth,
        options.db,
        { ...options.money, latestBlock: orWithoutChain(dependencies, options.money.latestBlock, undefined) },
        caches,
      );
      await api.register(nodeRoutes(auth, { db: options.db, now: auth.now }));
      await api.register(stakeRoutes(auth, { db: options.db, now: auth.now }));
      await api.register(
        teamRoutes(
          auth,
          { db: options.db, now: auth.now },
          options.publicRateLimit ?? PUBLIC_RATE_LIMIT_PER_MINUTE,
        ),
      );
      await api.register(rewardsRoutes(auth, { db: options.db, now: auth.now }));
      await api.register(woohooRoutes(auth, { db: options.db, now: auth.now }));
      await api.register(mallRoutes(auth, options.db));
      await api.register(boxRoutes(auth, { db: options.db, now: auth.now }));
      await api.register(taskRoutes(auth, { db: options.db, now: auth.now }));
      await api.register(
        kycRoutes(auth, { db: options.db, now: auth.now, mailer: options.mailer }, options.kycRateLimit),
      );
      await api.register(
        transparencyRoutes(
          transparency,
          options.publicRateLimit ?? PUBLIC_RATE_LIMIT_PER_MINUTE,
          options.db,
          auth.now,
          options.custody && needsChain(dependencies, options.custody),
        ),
      );
      await api.register(
        liabilitiesRoutes(auth, options.db, options.publicRateLimit ?? PUBLIC_RATE_LIMIT_PER_MINUTE),
      );
      await api.register(exrightsRoutes(auth, options.db));
      await api.register(announcementRoutes(options.db));
      await registerOperatorRoutes(api, auth, options, transparency, dependencies);
    },
    { prefix: '/api' },
  );
  if (options.devInbox) await app.register(devInboxRoutes(options.devInbox, options.db));
  if (options.webDistDir) {
    await registerWebStatic(
      app,
      options.webDistDir,
      contentSecurityPolicy(options.appConfig.chain.rpcUrls),
      options.appConfig,
    );
  }
  return app;
}

/**
 * The operator routes (docs/rules.md "Operators, the audit and balance adjustments"), all behind
 * one guard: an operator wallet's session (the console's or the CLI's). Not served at all when no
 * operator wallet is configured.
 */
async function registerOperatorRoutes(
  api: FastifyInstance,
  auth: AuthDeps,
  options: AppOptions,
  transparency: TransparencySnapshots,
  dependencies: DependencyMonitor,
) {
  const addresses = options.operatorAddresses ?? [];
  if (addresses.length === 0) return;
  const operators: OperatorAuth = { db: options.db, now: auth.now, addresses };
  const guard = operatorGuard(operators);
  const signInPerMinute = options.signInRateLimit ?? SIGN_IN_RATE_LIMIT_PER_MINUTE;
  await api.register(operatorLoginRoutes(auth, operators, signInPerMinute));
  // An adjustment is the one way an operator moves money with no chain record behind it: the
  // public report reconciles at once rather than at its next minute (docs/rules.md "What backs
  // each asset").
  const booksChanged = () =>
    void transparency.refresh().catch((error) => api.log.warn({ error }, 'transparency refresh failed'));
  await api.register(operatorConsoleRoutes(operators, guard, booksChanged));
  await api.register(operatorRoutes(options.db, guard));
  await api.register(operatorRulesRoutes(options.db, guard, auth.now));
  await api.register(announcementOperatorRoutes(guard, options.db, auth.now));
  await api.register(exrightsOperatorRoutes(guard, options.db, auth.now));
  await api.register(
    settlementOperatorRoutes(guard, {
      db: options.db,
      now: auth.now,
      log: api.log,
      allowEarly: options.settleEarly ?? false,
    }),
  );
  await api.register(poolOperatorRoutes(guard, options.db));
  const { payoutChain } = options;
  if (payoutChain)
    await api.register(async (scope) => {
      refuseWithoutChain(scope, dependencies);
      await scope.register(operatorPayoutRoutes(options.db, guard, payoutChain));
    });
  await api.register(operatorPayoutSwitchRoutes(options.db, guard));
  await api.register(
    treasuryOperatorRoutes(guard, {
      db: options.db,
      holdings: orWithoutChain(dependencies, options.money.onChainHoldings, null),
      now: auth.now,
      coldAddress: options.money.coldWalletAddress,
    }),
  );
}

async function registerMoneyRoutes(
  api: FastifyInstance,
  auth: AuthDeps,
  db: Db,
  money: MoneyOptions,
  caches: UserCaches | undefined,
) {
  const { config } = money;
  await api.register(
    moneyConfigRoutes({
      swapFeeBps: Number(config.swapFeeBps),
      transferFeeBps: Number(config.transferFeeBps),
      withdrawMin: config.withdrawMinWei.toString(),
      withdrawFee: config.withdrawFeeWei.toString(),
      withdrawReviewThreshold: config.withdrawAutoApproveBelowWei.toString(),
      withdrawAssets: [...WITHDRAW_ASSETS],
      transferAssets: [...TRANSFER_ASSETS],
      depositConfirmations: config.depositConfirmations,
      depositFinality: config.useFinalizedTag ? 'finalized' : 'confirmations',
      treasuryAddress: money.treasuryAddress,
    }),
  );
  await api.register(assetsRoutes(auth, db, caches?.balances));
  await api.register(
    withdrawRoutes(auth, {
      db,
      minWei: config.withdrawMinWei,
      feeWei: config.withdrawFeeWei,
      autoApproveBelowWei: config.withdrawAutoApproveBelowWei,
      explorerUrl: money.explorerUrl,
      now: auth.now,
    }),
  );
  await api.register(transferRoutes(auth, { db, feeBps: config.transferFeeBps }));
  await api.register(swapRoutes(auth, { db, feeBps: config.swapFeeBps }));
  await api.register(
    recordsRoutes(auth, { db, explorerUrl: money.explorerUrl, latestBlock: money.latestBlock }),
  );
}

/** The dependency monitor of an app not given one, started before its routes and stopped with it. */
async function startedMonitor(app: FastifyInstance, options: AppOptions): Promise<DependencyMonitor> {
  const monitor = createDependencyMonitor(
    {
      database: options.db,
      rpc: options.chainReachable ?? (async () => true),
      redis: options.redis,
    },
    options.dependencyCheckMs,
  );
  await monitor.start();
  app.addHook('onClose', async () => monitor.stop());
  return monitor;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

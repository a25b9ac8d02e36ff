import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { AnvilStartError } from '@woohoo/contracts/anvil';
import { writeDeploymentTreasury } from '@woohoo/contracts/deployment-file';
import { BSC_CHAIN_ID, LOCAL_CHAIN_ID } from '@woohoo/shared/constants';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { buildApp } from './app';
import { treasuryHoldings, treasuryWalletHoldings } from './chain/holdings';
import { type Chain, localChainStatePath, localDeploymentPath, prepareChain } from './chain/local-chain';
import {
  chainBehindLine,
  describeChainBehind,
  RESET_LOCAL_COMMAND,
  readChainBehindFacts,
} from './chain/local-chain-behind';
import { LOCAL_CHAIN_WORKER } from './chain/worker-names';
import type { Config } from './config/env';
import { coldWalletOf } from './config/env-readers';
import { configurationProblems } from './config/preflight-run';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { startBackgroundJobs } from './jobs/background-jobs';
import { saveWorkerState } from './jobs/worker-state-repository';
import { createWorkerStatus, type WorkerStatus } from './jobs/worker-status';
import { writeLocalOperatorKeys } from './keys/dev-operator-keys';
import { processTreasury } from './keys/process-treasury';
import { loadOrCreateRsaKey } from './keys/rsa-key';
import { startDevSmtp } from './mail/dev-smtp';
import { smtpMailer } from './mail/mailer';
import { buildAppConfig } from './modules/config/app-config';
import { createCustodyReport } from './modules/transparency/custody-report';
import { createTransparencySnapshots } from './modules/transparency/transparency-snapshots';
import { closeOperatorListener, listenOperator } from './plugins/operator-listener';
import { seedDemoData } from './scripts/seed';
import { createServerLogger, lifecycleLogger } from './server-logger';
import { createShutdown, type ShutdownStep } from './shutdown';

/**
 * `npm start`: the whole product on one port. Starts (or connects to) the chain, deploys the
 * local contracts on first start, migrates and seeds the database, then serves the API and the
 * built web app. SIGTERM or Ctrl-C stops everything it started (shutdown.ts). Every line it
 * writes is JSON from the one logger (server-logger.ts).
 */
async function main(log: Logger, config: Config) {
  mkdirSync(config.dataDir, { recursive: true });
  let shutdownGroups: ShutdownStep[][] = [];
  const lifecycle = lifecycleLogger(log);
  const shutdown = createShutdown({
    ...config.shutdown,
    log: lifecycle,
    groups: () => shutdownGroups,
    exit: (code) => process.exit(code),
  });
  const rsaKey = loadOrCreateRsaKey(config.rsaPrivateKeyFile);
  // `npm run operator` signs in with an operator's key: locally the two dev operators' public keys.
  if (config.chainId === LOCAL_CHAIN_ID) writeLocalOperatorKeys(resolve(config.dataDir, 'keys'));
  if (config.chainId === BSC_CHAIN_ID && !config.operatorListen)
    log.warn(
      'OPERATOR_LISTEN_PORT is unset: the operator routes are served on the public port; keep them off the internet with a path rule (README "Keeping operator routes private")',
    );
  // Before anything starts: a worker whose key is not TREASURY_ADDRESS's stops here.
  const deploymentFile = localDeploymentPath(config.dataDir, config.chainId);
  const treasury = processTreasury(config, deploymentFile);
  log.info(
    config.chainRpcUrl
      ? `using chain RPC ${new URL(config.chainRpcUrl).host}`
      : 'starting the local chain (anvil)',
  );
  const chain = await prepareChain(config, log).catch((error: unknown) => {
    if (
      error instanceof AnvilStartError &&
      isLocalAnvil(config) &&
      existsSync(localChainStatePath(config.dataDir))
    )
      log.warn(
        chainBehindLine('the saved local chain could not be loaded', config.dataDir, config.databaseUrl),
      );
    treasury.close();
    throw error;
  });
  // What is open, the newest first: closed in that order should the start fail.
  const opened: ShutdownStep[] = [
    { name: 'chain', close: chain.stop },
    { name: 'treasury signer', close: async () => treasury.close() },
  ];
  const step = (name: string) => opened.find((s) => s.name === name);
  try {
    // The local chain's API replicas read the treasury's address from here (keys/process-treasury.ts).
    if (treasury.account && config.chainId === LOCAL_CHAIN_ID)
      writeDeploymentTreasury(deploymentFile, config.chainId, treasury.address);
    const db = await openDb(config, log);
    opened.unshift({ name: 'database', close: () => db.close() });
    const applied = config.migrateOnStart ? await migrate(db) : [];
    if (applied.length > 0) log.info({ migrations: applied }, `applied migrations: ${applied.join(', ')}`);
    if (!config.contracts) await seedDemoData(db);
    const workerStatus = createWorkerStatus();
    const behind = await checkLocalChain(config, db, chain, workerStatus, log);
    const redis = config.redisUrl
      ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 })
      : undefined;
    if (redis) {
      tellRedisOutages(redis, log);
      await redis.connect();
      opened.unshift({ name: 'redis', close: () => redis.quit() });
    }
    // KYC1 mail: the configured SMTP server, or locally the embedded catcher and its dev inbox.
    const devSmtp = config.mail.devInbox ? await startDevSmtp() : undefined;
    if (devSmtp) {
      opened.unshift({ name: 'dev smtp', close: devSmtp.stop });
      log.info(`KYC1 email goes to the embedded SMTP catcher (${devSmtp.url}); read it at /dev/inbox`);
    }
    const smtpUrl = config.mail.smtpUrl ?? devSmtp?.url;
    const mailer = smtpUrl ? smtpMailer(smtpUrl, config.mail.from) : undefined;
    if (mailer) opened.unshift({ name: 'mailer', close: async () => mailer.close() });
    const coldWallet = coldWalletOf(config.coldWalletAddress, chain.contracts.safe);
    const onChainHoldings = treasuryHoldings(chain.publicClient, chain.contracts, treasury.address);
    const transparency = createTransparencySnapshots({
      db,
      onChainHoldings,
      // Hot and cold at one block (docs/rules.md "Hot float and sweeps").
      walletHoldings: treasuryWalletHoldings(chain.publicClient, chain.contracts, {
        hot: treasury.address,
        cold: coldWallet,
      }),
      extraProblems: workerStatus.problems,
    });
    const app = await buildApp({
      db,
      money: {
        config: config.money,
        treasuryAddress: treasury.address,
        explorerUrl: config.chainExplorerUrl,
        latestBlock: () => chain.publicClient.getBlockNumber(),
        rpcHealth: chain.rpcHealth,
        onChainHoldings,
        coldWalletAddress: coldWallet,
      },
      workerStatus,
      transparency,
      custody: createCustodyReport({
        publicClient: chain.publicClient,
        contracts: chain.contracts,
        hotWallet: treasury.address,
        fromBlock: config.money.indexerStartBlock,
        maxBlockRange: config.money.indexerMaxBlockRange,
      }),
      rsaKey,
      appConfig: buildAppConfig(config, chain.rpcUrl, chain.contracts, rsaKey.publicKeyPem),
      loggerInstance: log,
      stopping: () => shutdown.stopping(),
      dependencyCheckMs: config.dependencyCheckMs,
      trustProxy: config.trustProxy,
      chainReachable: () => chain.publicClient.getBlockNumber().then(() => true),
      payoutChain: {
        publicClient: chain.publicClient,
        chainId: config.chainId,
        from: treasury.address,
        tokenAddresses: { USDT: chain.contracts.usdt },
        payouts: chain.contracts.payouts,
        confirmations: config.money.depositConfirmations,
        useFinalizedTag: config.money.useFinalizedTag,
      },
      redis,
      operatorAddresses: config.operatorAddresses,
      operatorListenerOnly: config.operatorListen !== undefined,
      // On the local chain, whoever runs it: `npm start`, or an API replica of `npm run
      // start:cluster` that reaches the worker's anvil through CHAIN_RPC_URL.
      settleEarly: config.chainId === LOCAL_CHAIN_ID,
      mailer,
      devInbox: devSmtp?.inbox,
      webDistDir: config.webDistDir,
      writeRateLimit: config.writeRateLimit,
    });
    // Stops taking connections, answers 503 to requests on kept-alive ones (return503OnClosing)
    // and waits for those in flight.
    let connections = 0;
    app.server.on('connection', (socket) => {
      connections++;
      socket.once('close', () => connections--);
    });
    opened.unshift({
      name: 'http server',
      close: () => app.close(),
      detail: () => `${connections} connection${connections === 1 ? '' : 's'} open`,
    });
    // An `api` replica leaves the jobs to the worker; they also lock per run.
    const stopJobs = !treasury.account
      ? async () => {}
      : startBackgroundJobs({
          config,
          db,
          chain,
          treasury: treasury.account,
          log: app.log,
          workerStatus,
          transparency,
          chainWorkers: !behind,
          haltAdvice: isLocalAnvil(config)
            ? { text: `The local chain lost blocks; to start afresh: ${RESET_LOCAL_COMMAND}` }
            : undefined,
        });
    // Each job finishes its tick and releases its advisory locks (jobs/advisory-lock.ts).
    opened.unshift({ name: 'background jobs', close: stopJobs });
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    if (config.operatorListen) {
      const operatorServer = await listenOperator(app, config.operatorListen);
      opened.unshift({ name: 'operator listener', close: () => closeOperatorListener(operatorServer) });
      const at = operatorServer.address();
      const operatorPort = typeof at === 'object' && at ? at.port : config.operatorListen.port;
      const consoleUrl = `http://${config.operatorListen.host}:${operatorPort}/#/console`;
      lifecycle.info({ url: consoleUrl }, `operator routes and the console only at ${consoleUrl}`);
    }
    const url = `http://${config.host}:${port}`;
    lifecycle.info({ url }, `WOOHOO is ready at ${url}`);
    // The requests and the jobs first, together; then what they used; the database last.
    const groups = [
      ['http server', 'operator listener', 'background jobs'],
      ['redis', 'mailer', 'dev smtp'],
      ['database', 'chain', 'treasury signer'],
    ];
    shutdownGroups = groups.map((names) => names.flatMap((name) => step(name) ?? []));
  } catch (error) {
    await closeAll(opened, log);
    throw error;
  }
  // Ctrl-C is a person at a terminal (`npm start`): no load balancer to drain (docs/rules.md "Shutdown").
  process.on('SIGINT', () => void shutdown.stop('SIGINT', 0));
  process.on('SIGTERM', () => void shutdown.stop('SIGTERM'));
}

/**
 * The configuration, or the exit: on chain 56 the production preflight runs too (docs/rules.md
 * "Preflight"), and every problem is one fatal JSON log line, on stderr, before the process exits 1.
 */
function configForStart(log: Logger): Config {
  const { config, problems } = configurationProblems(process.env);
  if (problems.length === 0) return config;
  const refusal = createServerLogger({ level: 'info', role: String(log.bindings().role), stderr: true });
  for (const problem of problems) refusal.fatal({ problem }, 'configuration refused');
  process.exit(1);
}

/** The chain is the local anvil this process started (not an RPC given by CHAIN_RPC_URL). */
function isLocalAnvil(config: Config): boolean {
  return !config.chainRpcUrl && config.chainId === LOCAL_CHAIN_ID;
}

/**
 * On the local chain only, compares the chain with what the database remembers. When
 * the chain is behind, prints the one line that says so and how to recover, and marks the
 * service halted (readiness and the transparency report say why) and withdrawals paused for
 * every process (docs/rules.md "Withdrawals while payouts are paused"). A real chain is never
 * judged here: its indexer halts on a reorganisation as it always has.
 */
async function checkLocalChain(
  config: Config,
  db: Db,
  chain: Chain,
  workerStatus: WorkerStatus,
  log: { warn: (msg: string) => void },
): Promise<boolean> {
  if (!isLocalAnvil(config)) return false;
  const reason = describeChainBehind(await readChainBehindFacts(db, chain.publicClient, config.chainId));
  if (!reason) {
    await saveWorkerState(db, LOCAL_CHAIN_WORKER, { state: 'running' });
    return false;
  }
  log.warn(chainBehindLine(reason, config.dataDir, config.databaseUrl));
  const halted = {
    state: 'halted',
    reason: `${reason}; the local chain lost blocks. To start afresh: ${RESET_LOCAL_COMMAND}`,
  } as const;
  workerStatus.report(LOCAL_CHAIN_WORKER, halted);
  await saveWorkerState(db, LOCAL_CHAIN_WORKER, halted);
  return true;
}

/** Closes what a failed start had opened, the newest first. */
async function closeAll(opened: ShutdownStep[], log: Logger) {
  for (const step of opened)
    await step
      .close()
      .catch((error: unknown) => log.error({ err: error, step: step.name }, `closing ${step.name} failed`));
}

/**
 * ioredis says each failed reconnection as an 'error' event, and without a listener it writes
 * them to the console: the log says when Redis is lost and when it is back, once each.
 */
function tellRedisOutages(redis: Redis, log: Logger) {
  let lost = false;
  redis.on('error', (error: Error) => {
    if (lost) return;
    lost = true;
    log.warn({ err: error }, 'Redis does not answer; rate limits count per replica until it is back');
  });
  redis.on('ready', () => {
    if (!lost) return;
    lost = false;
    log.info('Redis answers again');
  });
}

/** The process's logger before the configuration is read: the level and role as far as they are known. */
function startLogger(): Logger {
  const level = process.env.LOG_LEVEL || 'info';
  return createServerLogger({
    level: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(level) ? level : 'info',
    role: process.env.PROCESS_ROLE || 'all',
  });
}

let log = startLogger();
try {
  const config = configForStart(log);
  log = createServerLogger({ level: config.logLevel, role: config.role });
  if (process.env.REHEARSAL_STAND_IN === 'true')
    log.warn('REHEARSAL_STAND_IN: chain 56 is a stand-in on this machine, not production');
  await main(log, config);
} catch (error) {
  log.fatal({ err: error }, 'the server did not start');
  process.exit(1);
}

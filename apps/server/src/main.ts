import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { AnvilStartError } from '@woohoo/contracts/anvil';
import { writeDeploymentTreasury } from '@woohoo/contracts/deployment-file';
import { BSC_CHAIN_ID, LOCAL_CHAIN_ID } from '@woohoo/shared/constants';
import { Redis } from 'ioredis';
import { buildApp, LOG_REDACT_PATHS } from './app';
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

/**
 * `npm start`: the whole product on one port. Starts (or connects to) the chain, deploys the
 * local contracts on first start, migrates and seeds the database, then serves the API and the
 * built web app. Ctrl-C stops everything it started.
 */
async function main() {
  const config = configForStart();
  mkdirSync(config.dataDir, { recursive: true });
  const log = {
    info: (msg: string) => console.log(`[woohoo] ${msg}`),
    warn: (msg: string) => console.warn(`[woohoo] ${msg}`),
  };
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
  const cleanups: (() => Promise<unknown>)[] = [chain.stop, async () => treasury.close()];
  try {
    // The local chain's API replicas read the treasury's address from here (keys/process-treasury.ts).
    if (treasury.account && config.chainId === LOCAL_CHAIN_ID)
      writeDeploymentTreasury(deploymentFile, config.chainId, treasury.address);
    const db = await openDb(config);
    cleanups.unshift(() => db.close());
    const applied = config.migrateOnStart ? await migrate(db) : [];
    if (applied.length > 0) log.info(`applied migrations: ${applied.join(', ')}`);
    if (!config.contracts) await seedDemoData(db);
    const workerStatus = createWorkerStatus();
    const behind = await checkLocalChain(config, db, chain, workerStatus, log);
    const redis = config.redisUrl
      ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 })
      : undefined;
    if (redis) {
      await redis.connect();
      cleanups.unshift(() => redis.quit());
    }
    // KYC1 mail: the configured SMTP server, or locally the embedded catcher and its dev inbox.
    const devSmtp = config.mail.devInbox ? await startDevSmtp() : undefined;
    if (devSmtp) {
      cleanups.unshift(devSmtp.stop);
      log.info(`KYC1 email goes to the embedded SMTP catcher (${devSmtp.url}); read it at /dev/inbox`);
    }
    const smtpUrl = config.mail.smtpUrl ?? devSmtp?.url;
    const mailer = smtpUrl ? smtpMailer(smtpUrl, config.mail.from) : undefined;
    if (mailer) cleanups.unshift(async () => mailer.close());
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
      logger: { level: config.logLevel, redact: LOG_REDACT_PATHS },
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
    cleanups.unshift(() => app.close());
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
    cleanups.unshift(stopJobs);
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    if (config.operatorListen) {
      const operatorServer = await listenOperator(app, config.operatorListen);
      cleanups.unshift(() => closeOperatorListener(operatorServer));
      const at = operatorServer.address();
      const operatorPort = typeof at === 'object' && at ? at.port : config.operatorListen.port;
      log.info(
        `operator routes and the console only at http://${config.operatorListen.host}:${operatorPort}/#/console`,
      );
    }
    console.log(`\nWOOHOO is ready at http://${config.host}:${port}\n`);
  } catch (error) {
    await runAll(cleanups);
    throw error;
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping`);
    await runAll(cleanups);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/**
 * The configuration, or the exit: on chain 56 the production preflight runs too (docs/rules.md
 * "Preflight"), and every problem is one JSON log line before the process exits 1.
 */
function configForStart(): Config {
  const { config, problems } = configurationProblems(process.env);
  if (problems.length === 0) {
    if (process.env.REHEARSAL_STAND_IN === 'true')
      console.warn('[woohoo] REHEARSAL_STAND_IN: chain 56 is a stand-in on this machine, not production');
    return config;
  }
  for (const problem of problems)
    console.error(JSON.stringify({ level: 60, time: Date.now(), msg: 'configuration refused', problem }));
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

async function runAll(cleanups: (() => Promise<unknown>)[]) {
  for (const cleanup of cleanups) await cleanup().catch((error) => console.error(error));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

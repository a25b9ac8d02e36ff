import { mkdirSync } from 'node:fs';
import { LOCAL_CHAIN_ID } from '@woohoo/shared/constants';
import { Redis } from 'ioredis';
import { privateKeyToAccount } from 'viem/accounts';
import { buildApp, LOG_REDACT_PATHS } from './app';
import { startChainWorkers } from './chain/chain-workers';
import { treasuryHoldings } from './chain/holdings';
import { prepareChain } from './chain/local-chain';
import { ConfigError, loadConfig } from './config/env';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { loadOrCreateDevKey, readPrivateKeyFile } from './keys/dev-key';
import { loadOrCreateRsaKey } from './keys/rsa-key';
import { loadOrCreateSecretToken } from './keys/secret-token';
import { buildAppConfig } from './modules/config/app-config';
import { seedDemoData } from './scripts/seed';

/**
 * `npm start`: the whole product on one port. Starts (or connects to) the chain, deploys the
 * local contracts on first start, migrates and seeds the database, then serves the API and the
 * built web app. Ctrl-C stops everything it started.
 */
async function main() {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const log = {
    info: (msg: string) => console.log(`[woohoo] ${msg}`),
    warn: (msg: string) => console.warn(`[woohoo] ${msg}`),
  };
  const rsaKey = loadOrCreateRsaKey(config.rsaPrivateKeyFile);
  log.info(
    config.chainRpcUrl
      ? `using chain RPC ${new URL(config.chainRpcUrl).host}`
      : 'starting the local chain (anvil)',
  );
  const chain = await prepareChain(config, log);
  const cleanups: (() => Promise<unknown>)[] = [chain.stop];
  try {
    const db = await openDb(config);
    cleanups.unshift(() => db.close());
    const applied = await migrate(db);
    if (applied.length > 0) log.info(`applied migrations: ${applied.join(', ')}`);
    if (!config.contracts) await seedDemoData(db);
    const redis = config.redisUrl
      ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 })
      : undefined;
    if (redis) {
      await redis.connect();
      cleanups.unshift(() => redis.quit());
    }
    const treasury = privateKeyToAccount(
      config.chainId === LOCAL_CHAIN_ID
        ? loadOrCreateDevKey(config.treasuryKeyFile)
        : readPrivateKeyFile(config.treasuryKeyFile),
    );
    const app = await buildApp({
      db,
      money: {
        config: config.money,
        treasuryAddress: treasury.address,
        explorerUrl: config.chainExplorerUrl,
        latestBlock: () => chain.publicClient.getBlockNumber(),
        onChainHoldings: treasuryHoldings(chain.publicClient, chain.contracts, treasury.address),
      },
      rsaKey,
      appConfig: buildAppConfig(config, chain.rpcUrl, chain.contracts, rsaKey.publicKeyPem),
      logger: { level: config.logLevel, redact: LOG_REDACT_PATHS },
      trustProxy: config.trustProxy,
      chainReachable: () => chain.publicClient.getBlockNumber().then(() => true),
      redis,
      operatorToken: loadOrCreateSecretToken(config.operatorTokenFile),
      webDistDir: config.webDistDir,
    });
    cleanups.unshift(() => app.close());
    const stopWorkers = startChainWorkers({ config, db, chain, treasury, log: app.log });
    cleanups.unshift(stopWorkers);
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
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

async function runAll(cleanups: (() => Promise<unknown>)[]) {
  for (const cleanup of cleanups) await cleanup().catch((error) => console.error(error));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

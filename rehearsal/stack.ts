// The product in production mode beside the chain: the SMTP catcher as an external mail server,
// then `npm run start:cluster` (scripts/start-cluster.mjs: a worker and two API replicas on one
// PostgreSQL and one Redis) on chain 56 with the deployed contracts. Chain 56 is production mode:
// no dev wallet, no dev inbox, SMTP_URL and TREASURY_KEY_FILE required (config/env.ts), and the
// production preflight at each start (config/preflight.ts) with REHEARSAL_STAND_IN's allowances.
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { BSC_CHAIN_ID, type RehearsalChain } from './chain';
import { type Child, startChild, waitForLine } from './children';
import { step } from './progress';

export type Mail = { to: string[]; subject: string; text: string };

export type Stack = {
  apiUrls: [string, string];
  workerUrl: string;
  dataDir: string;
  /** Every message the SMTP catcher received, oldest first. */
  mail: Mail[];
  children: Child[];
};

/**
 * How often the indexer and the payout worker read the chain: the product's default on chain 56
 * (one BSC block, config/env.ts) unless REHEARSAL_CHAIN_POLL_MS asks for another value.
 */
const CHAIN_POLL_MS = process.env.REHEARSAL_CHAIN_POLL_MS;

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A base port with the two after it free too: start-cluster takes PORT, PORT+1 and PORT+2. */
async function freePortRun(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    if ((await portFree(base)) && (await portFree(base + 1)) && (await portFree(base + 2))) return base;
  }
  throw new Error('found no three free consecutive ports');
}

/** Settings of the local mode that production refuses or that would change what is rehearsed. */
export const LOCAL_MODE_SETTINGS = [
  'DEV_INBOX',
  'CHAIN_FINALITY',
  'DEPOSIT_CONFIRMATIONS',
  'LOCAL_CHAIN_PORT',
  'CHAIN_PUBLIC_RPC_URL',
] as const;

export async function startStack(options: {
  repoRoot: string;
  runDir: string;
  logDir: string;
  chain: RehearsalChain;
  databaseUrl: string;
  redisUrl: string;
  /** Registers a child for the cleanup as soon as it exists. */
  track: (child: Child) => void;
}): Promise<Stack> {
  const { chain, repoRoot, logDir } = options;
  const mail: Mail[] = [];
  const catcher = startChild(
    'smtp-catcher',
    process.execPath,
    ['--import', 'tsx', 'rehearsal/smtp-catcher.ts'],
    {
      cwd: repoRoot,
      env: process.env,
      logDir,
      onLine: (line) => {
        if (!line.startsWith('{"message"')) return;
        mail.push((JSON.parse(line) as { message: Mail }).message);
      },
    },
  );
  options.track(catcher);
  const smtpUrl = JSON.parse((await waitForLine(catcher, /^\{"url"/, 60_000)).input ?? '{}').url as string;
  step(`SMTP catcher (a separate process) at ${smtpUrl}`);

  const port = await freePortRun();
  const dataDir = join(options.runDir, 'data');
  const secrets = writeSharedSecrets(join(options.runDir, 'secrets'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    CHAIN_RPC_URL: chain.rpcUrl,
    CHAIN_ID: String(BSC_CHAIN_ID),
    USDT_ADDRESS: chain.contracts.usdt,
    BHC_ADDRESS: chain.contracts.bhc,
    WOOHOO_ADDRESS: chain.contracts.woohoo,
    RECHARGE_ADDRESS: chain.contracts.recharge,
    FUNDING_ADDRESS: chain.contracts.funding,
    PAYOUTS_ADDRESS: chain.contracts.payouts,
    TIMELOCK_ADDRESS: chain.contracts.timelock,
    SAFE_ADDRESS: chain.contracts.safe,
    ...(chain.contracts.liabilitiesRoots
      ? {
          LIABILITIES_ROOTS_ADDRESS: chain.contracts.liabilitiesRoots,
          LIABILITIES_PUBLISHER_KEY_FILE: chain.keys.publisher.file,
        }
      : {}),
    INDEXER_START_BLOCK: String(chain.indexerStartBlock),
    TREASURY_KEY_FILE: chain.keys.treasury.file,
    // The api replicas never load the key: they are told the treasury's address.
    TREASURY_ADDRESS: chain.keys.treasury.account.address,
    // Chain 56 never generates it: every replica must share one login key. The operator signs in
    // with their own wallet (api-journey.ts), as on chain 56 there is no shared operator token.
    RSA_PRIVATE_KEY_FILE: secrets.rsaKeyFile,
    OPERATOR_ADDRESSES: chain.keys.operator.account.address,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'WOOHOO <no-reply@rehearsal.test>',
    // Chain 56 on this machine: the preflight takes its loopback origin, its SMTP catcher without
    // credentials and its one RPC (docs/rules.md "Preflight"); every other check is production's.
    REHEARSAL_STAND_IN: 'true',
    ...(CHAIN_POLL_MS ? { CHAIN_POLL_MS } : {}),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    CLUSTER_SKIP_BUILD: process.env.REHEARSAL_SKIP_BUILD === '1' ? '1' : '0',
  };
  for (const name of LOCAL_MODE_SETTINGS) delete env[name];
  step(
    `start:cluster in production mode (chain ${BSC_CHAIN_ID}, poll ${CHAIN_POLL_MS ? `${CHAIN_POLL_MS} ms` : 'the default'}${env.CLUSTER_SKIP_BUILD === '1' ? ', build skipped' : ', building the web app first'})`,
  );
  const cluster = startChild('cluster', process.execPath, ['scripts/start-cluster.mjs'], {
    cwd: repoRoot,
    env,
    logDir,
  });
  options.track(cluster);
  await waitForLine(cluster, /WOOHOO cluster ready/, 15 * 60_000).catch((error: Error) => {
    throw new Error(`${error.message}\n--- cluster output (tail) ---\n${cluster.tail()}`);
  });
  const apiUrls: [string, string] = [`http://127.0.0.1:${port}`, `http://127.0.0.1:${port + 1}`];
  step(`worker and two API replicas ready: ${apiUrls.join(', ')} (worker http://127.0.0.1:${port + 2})`);
  return { apiUrls, workerUrl: `http://127.0.0.1:${port + 2}`, dataDir, mail, children: [catcher, cluster] };
}

/**
 * The login RSA key of the run, made as an operator makes it before a launch (README
 * "Production"): a file the replicas share, owner-only.
 */
function writeSharedSecrets(dir: string): { rsaKeyFile: string } {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const rsaKeyFile = join(dir, 'rsa-private.pem');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  writeFileSync(rsaKeyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  return { rsaKeyFile };
}

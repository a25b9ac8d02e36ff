// What the deploy tests run the image against, made of the rehearsal's pieces: a fresh PostgreSQL
// database and a Redis database of its own on this machine (rehearsal/stores.ts), anvil as chain 56
// with the contracts deployed by the production deploy command (rehearsal/chain.ts), and the SMTP
// catcher as the external mail server (rehearsal/smtp-catcher.ts). Also writes the files the
// containers read: the environment (one file, as a secret store would render it) and the secrets.
import { generateKeyPairSync } from 'node:crypto';
import { chownSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BSC_CHAIN_ID, type RehearsalChain, startRehearsalChain } from '../../rehearsal/chain';
import { type Child, startChild, waitForLine } from '../../rehearsal/children';
import type { Mail } from '../../rehearsal/stack';
import { claimRedis, createDatabase, type Store } from '../../rehearsal/stores';
import { IMAGE_UID, REPO_ROOT } from './podman';

export type ChainStack = {
  runDir: string;
  logDir: string;
  chain: RehearsalChain;
  /** This machine's PostgreSQL and Redis, unless the shape brings its own (compose). */
  database?: Store;
  redis?: Store;
  smtpUrl: string;
  mail: Mail[];
  /** Mounted read-only at /run/secrets: the treasury, publisher and RSA keys. */
  secretsDir: string;
  /** Mounted at /data, shared by the containers as start-cluster's processes share DATA_DIR. */
  dataDir: string;
  /** The product's settings for chain 56, without PORT and PROCESS_ROLE (each container's own). */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/** A folder the image's user owns (and nobody else reads): the test runs as root, the image does not. */
function ownedByImage(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chownSync(dir, IMAGE_UID, IMAGE_UID);
  return dir;
}

function writeSecret(dir: string, name: string, contents: string): void {
  const file = join(dir, name);
  writeFileSync(file, contents, { mode: 0o400 });
  chownSync(file, IMAGE_UID, IMAGE_UID);
}

export async function startChainStack(options: { stores: boolean } = { stores: true }): Promise<ChainStack> {
  const runDir = mkdtempSync(join(tmpdir(), 'woohoo-deploy-'));
  const logDir = join(runDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const stops: (() => Promise<unknown>)[] = [async () => rmSync(runDir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch((error: unknown) => console.error(error));
  };
  try {
    const database = options.stores ? await createDatabase() : undefined;
    if (database) stops.push(database.drop);
    const redis = options.stores ? await claimRedis() : undefined;
    if (redis) stops.push(redis.drop);
    const chain = await startRehearsalChain(runDir, logDir, REPO_ROOT);
    stops.push(chain.anvil.stop);
    const mail: Mail[] = [];
    const catcher: Child = startChild(
      'smtp-catcher',
      process.execPath,
      ['--import', 'tsx', 'rehearsal/smtp-catcher.ts'],
      {
        cwd: REPO_ROOT,
        env: process.env,
        logDir,
        onLine: (line) => {
          if (line.startsWith('{"message"')) mail.push((JSON.parse(line) as { message: Mail }).message);
        },
      },
    );
    stops.push(catcher.stop);
    const smtpUrl = JSON.parse((await waitForLine(catcher, /^\{"url"/, 60_000)).input ?? '{}').url as string;

    const secretsDir = ownedByImage(join(runDir, 'secrets-mounted'));
    copyFileSync(chain.keys.treasury.file, join(secretsDir, 'treasury.key'));
    copyFileSync(chain.keys.publisher.file, join(secretsDir, 'liabilities-publisher.key'));
    for (const name of ['treasury.key', 'liabilities-publisher.key'])
      chownSync(join(secretsDir, name), IMAGE_UID, IMAGE_UID);
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeSecret(
      secretsDir,
      'rsa-private.pem',
      privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    );
    const dataDir = ownedByImage(join(runDir, 'data'));

    const env: Record<string, string> = {
      HOST: '127.0.0.1',
      ...(database && redis ? { DATABASE_URL: database.url, REDIS_URL: redis.url } : {}),
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
      // The API replicas never load the treasury key; they are told its address.
      TREASURY_ADDRESS: chain.keys.treasury.account.address,
      // The one site every replica belongs to (sign-in is bound to it), behind the TLS proxy.
      PUBLIC_ORIGIN: 'https://app.woohoo.test',
      ...(chain.contracts.liabilitiesRoots
        ? {
            LIABILITIES_ROOTS_ADDRESS: chain.contracts.liabilitiesRoots,
            LIABILITIES_PUBLISHER_KEY_FILE: '/run/secrets/liabilities-publisher.key',
          }
        : {}),
      INDEXER_START_BLOCK: String(chain.indexerStartBlock),
      TREASURY_KEY_FILE: '/run/secrets/treasury.key',
      RSA_PRIVATE_KEY_FILE: '/run/secrets/rsa-private.pem',
      OPERATOR_ADDRESSES: chain.keys.operator.account.address,
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'WOOHOO <no-reply@woohoo.test>',
      // Chain 56 on this machine (anvil, the SMTP catcher without credentials, one RPC): the
      // preflight's stand-in allowances, refused for an RPC elsewhere (docs/rules.md "Preflight").
      REHEARSAL_STAND_IN: 'true',
      LOG_LEVEL: 'warn',
    };
    return { runDir, logDir, chain, database, redis, smtpUrl, mail, secretsDir, dataDir, env, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** `env` as an --env-file (KEY=value lines) in the run folder; answers its path. */
export function writeEnvFile(stack: ChainStack, name: string, extra: Record<string, string> = {}): string {
  const file = join(stack.runDir, `${name}.env`);
  const lines = Object.entries({ ...stack.env, ...extra }).map(([key, value]) => `${key}=${value}`);
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  return file;
}

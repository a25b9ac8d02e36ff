import { encryptLoginPayload } from '@woohoo/shared/login-crypto';
import type { PrivateKeyAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { type App, type AppOptions, buildApp, type MoneyOptions } from '../app';
import { loadConfig, type MoneyConfig } from '../config/env';
import type { Db } from '../db/db';
import { openPostgresDb } from '../db/postgres-db';
import { createWorkerStatus, type WorkerStatus } from '../jobs/worker-status';
import { generateRsaKey, type RsaKey } from '../keys/rsa-key';
import { type DevInbox, startDevSmtp } from '../mail/dev-smtp';
import { smtpMailer } from '../mail/mailer';
import { hashToken } from '../modules/auth/secrets';
import { buildAppConfig } from '../modules/config/app-config';
import { insertOperatorSession, selectLiveOperatorSession } from '../modules/operator/operator-repository';
import {
  createTransparencySnapshots,
  type TransparencySnapshots,
} from '../modules/transparency/transparency-snapshots';
import { type Backend, createTestDb } from './test-db';

export const TEST_HOST = 'app.test';
/** The test apps' PUBLIC_ORIGIN: what every sign-in message must name. */
export const TEST_ORIGIN = `http://${TEST_HOST}`;
export const TEST_CHAIN_ID = 31337;
/** The operator wallet every test app lists in its operator addresses (a fresh key per process). */
export const TEST_OPERATOR_ACCOUNT = privateKeyToAccount(generatePrivateKey());
/**
 * An operator session of TEST_OPERATOR_ACCOUNT that every test app opens on its database, so a test
 * about something else calls operator routes without signing in first. It is a wallet's session
 * like any other (audited as TEST_OPERATOR_ACCOUNT), lasting until TEST_OPERATOR_SESSION_END because
 * tests move their clock by days; the sign-in itself is covered by operator-console and CLI tests.
 */
export const TEST_OPERATOR_TOKEN = 'operator-session-for-tests-0123456789abcdef';
const TEST_OPERATOR_SESSION_END = new Date('2100-01-01T00:00:00Z');
/** A second operator wallet: four-eyes needs two distinct ones (docs/rules.md "Treasury limits"). */
export const TEST_SECOND_OPERATOR_KEY = generatePrivateKey();
export const TEST_SECOND_OPERATOR_ACCOUNT = privateKeyToAccount(TEST_SECOND_OPERATOR_KEY);

const CONTRACTS = {
  usdt: '0x0000000000000000000000000000000000000001',
  bhc: '0x0000000000000000000000000000000000000002',
  woohoo: '0x0000000000000000000000000000000000000003',
  recharge: '0x0000000000000000000000000000000000000004',
  funding: '0x0000000000000000000000000000000000000005',
  payouts: '0x0000000000000000000000000000000000000006',
  timelock: '0x0000000000000000000000000000000000000007',
  safe: '0x0000000000000000000000000000000000000008',
} as const;

/** Money settings for API tests: the defaults of a fresh install, no chain behind them. */
export function testMoneyOptions(overrides: Partial<MoneyConfig> = {}): MoneyOptions {
  return {
    config: { ...loadConfig({}).money, ...overrides },
    treasuryAddress: '0x0000000000000000000000000000000000000009',
    explorerUrl: 'http://explorer.test',
    latestBlock: async () => undefined,
    onChainHoldings: async () => null,
  };
}

/** One RSA key per test process: generating 2048-bit keys is slow enough to matter. */
let sharedKey: RsaKey | undefined;

export type TestContext = {
  app: App;
  db: Db;
  rsaKey: RsaKey;
  clock: { now: Date };
  workerStatus: WorkerStatus;
  /** The stored transparency reports; `refresh()` runs the reconciliation job as main.ts does. */
  transparency: TransparencySnapshots;
  /** The emails sent, with `mail: true`. */
  inbox: DevInbox | undefined;
  /** The database's address on PostgreSQL (a replica opens its own connections to it). */
  dbUrl?: string;
  close: () => Promise<void>;
};

/** Boots the whole API on a fresh database with a clock the test controls. */
export async function createTestApp(
  backend: Backend,
  overrides: Pick<
    AppOptions,
    | 'signInRateLimit'
    | 'publicRateLimit'
    | 'writeRateLimit'
    | 'kycRateLimit'
    | 'redis'
    | 'redisKeyPrefix'
    | 'onRoute'
    | 'settleEarly'
    | 'payoutChain'
    | 'logger'
    | 'readCaches'
    | 'trustProxy'
    | 'operatorListenerOnly'
    | 'chainReachable'
    | 'custody'
    | 'dependencies'
    | 'stopping'
  > & {
    money?: Partial<MoneyConfig>;
    /** What the treasury holds on chain per asset, for the transparency report (none by default). */
    onChainHoldings?: MoneyOptions['onChainHoldings'];
    /** Runs a real SMTP catcher and sends KYC1 mail through it (`ctx.inbox`). */
    mail?: boolean;
    /**
     * A second replica of this app: the same database (on PostgreSQL through connections of its
     * own, as a replica in another process has) and the same clock. Close it before the first.
     */
    replicaOf?: TestContext;
    /**
     * An existing PostgreSQL database to run on instead of a fresh one (a dump restored into it,
     * say); `close()` drops it.
     */
    restored?: { url: string; drop: () => Promise<void> };
  } = {},
): Promise<TestContext> {
  sharedKey ??= generateRsaKey();
  const rsaKey = sharedKey;
  const { db, drop, url } = overrides.replicaOf
    ? await replicaDb(overrides.replicaOf)
    : overrides.restored
      ? await restoredDb(overrides.restored)
      : await createTestDb(backend);
  const clock = overrides.replicaOf?.clock ?? { now: new Date() };
  const appConfig = buildAppConfig(
    {
      chainId: TEST_CHAIN_ID,
      chainName: 'Test',
      chainExplorerUrl: 'http://explorer.test',
      chainPublicRpcUrl: undefined,
      publicOrigin: TEST_ORIGIN,
      money: { chainPollMs: loadConfig({}).money.chainPollMs },
    },
    'http://127.0.0.1:8545',
    CONTRACTS,
    rsaKey.publicKeyPem,
  );
  const money = {
    ...testMoneyOptions(overrides.money),
    ...(overrides.onChainHoldings && { onChainHoldings: overrides.onChainHoldings }),
  };
  const smtp = overrides.mail ? await startDevSmtp() : undefined;
  const mailer = smtp ? smtpMailer(smtp.url, 'WOOHOO tests <tests@woohoo.local>') : undefined;
  const workerStatus = createWorkerStatus();
  const transparency = createTransparencySnapshots({
    db,
    onChainHoldings: money.onChainHoldings,
    extraProblems: workerStatus.problems,
    now: () => clock.now,
  });
  const app = await buildApp({
    db,
    rsaKey,
    appConfig,
    now: () => clock.now,
    operatorAddresses: [TEST_OPERATOR_ACCOUNT.address, TEST_SECOND_OPERATOR_ACCOUNT.address],
    workerStatus,
    transparency,
    ...overrides,
    money,
    mailer,
    devInbox: smtp?.inbox,
    signInRateLimit: overrides.signInRateLimit ?? 10_000,
    publicRateLimit: overrides.publicRateLimit ?? 10_000,
    writeRateLimit: overrides.writeRateLimit ?? 10_000,
  });
  await app.ready();
  await openTestOperatorSession(db, clock.now);
  return {
    app,
    db,
    rsaKey,
    clock,
    workerStatus,
    transparency,
    inbox: smtp?.inbox,
    dbUrl: url,
    close: async () => {
      await app.close();
      mailer?.close();
      await smtp?.stop();
      await drop();
    },
  };
}

/** TEST_OPERATOR_TOKEN's session, once per database (a replica or a restored dump has it already). */
async function openTestOperatorSession(db: Db, now: Date): Promise<void> {
  const tokenHash = hashToken(TEST_OPERATOR_TOKEN);
  if (await selectLiveOperatorSession(db, tokenHash, now)) return;
  await insertOperatorSession(db, TEST_OPERATOR_ACCOUNT.address, tokenHash, now, TEST_OPERATOR_SESSION_END);
}

/** A replica's database: its own pool on PostgreSQL; PGlite is one instance in one process. */
async function replicaDb(primary: TestContext): Promise<{ db: Db; drop: () => Promise<void>; url?: string }> {
  if (!primary.dbUrl) return { db: primary.db, drop: async () => {} };
  const db = await openPostgresDb(primary.dbUrl);
  return { db, drop: () => db.close(), url: primary.dbUrl };
}

/** A database restored from a dump: its own pool, dropped once closed. */
async function restoredDb(restored: { url: string; drop: () => Promise<void> }) {
  const db = await openPostgresDb(restored.url);
  const drop = async () => {
    await db.close();
    await restored.drop();
  };
  return { db, drop, url: restored.url };
}

export type SiweOverrides = Partial<Parameters<typeof createSiweMessage>[0]>;

/** Asks the API for a nonce and builds the EIP-4361 message a wallet would sign. */
export async function buildSiwe(ctx: TestContext, account: PrivateKeyAccount, overrides: SiweOverrides = {}) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/auth/nonce?address=${account.address}`,
    headers: { host: TEST_HOST },
  });
  const nonce: string = res.json().data.nonce;
  return createSiweMessage({
    domain: TEST_HOST,
    address: account.address,
    statement: 'Sign in to WOOHOO',
    uri: TEST_ORIGIN,
    version: '1',
    chainId: TEST_CHAIN_ID,
    nonce,
    issuedAt: ctx.clock.now,
    expirationTime: new Date(ctx.clock.now.getTime() + 5 * 60 * 1000),
    ...overrides,
  });
}

/** Sends an encrypted login exactly as the web app does. */
export async function postLogin(
  ctx: TestContext,
  payload: { message: string; signature: string; referrer?: string },
  headers: Record<string, string> = {},
  url = '/api/login',
) {
  const { key, body } = await encryptLoginPayload(ctx.rsaKey.publicKeyPem, payload);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { host: TEST_HOST, key, ...headers },
    payload: body,
  });
}

/** Signs in `account` end to end and returns the bearer token. */
export async function signIn(
  ctx: TestContext,
  account: PrivateKeyAccount,
  referrer?: string,
): Promise<string> {
  const message = await buildSiwe(ctx, account);
  const signature = await account.signMessage({ message });
  const res = await postLogin(ctx, { message, signature, ...(referrer ? { referrer } : {}) });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return res.json().data.token;
}

/** Signs an operator wallet in to the console (POST /api/operator/login); the raw response. */
export async function operatorSignIn(ctx: TestContext, account: PrivateKeyAccount = TEST_OPERATOR_ACCOUNT) {
  const message = await buildSiwe(ctx, account);
  const signature = await account.signMessage({ message });
  return postLogin(ctx, { message, signature }, {}, '/api/operator/login');
}

// Every setting the server reads, declared once: the readers (env.ts, env-readers.ts) take names
// and fixed defaults from here and cannot read an undeclared one (`declaredEnv`), and
// `.env.example` is generated from it (env-example.ts, `npm run env-example`).
import {
  BSC_DEPOSIT_CONFIRMATIONS,
  DEFAULT_SWAP_FEE_BPS,
  DEFAULT_TRANSFER_FEE_BPS,
  DEFAULT_WITHDRAW_AUTO_APPROVE_BELOW_WEI,
  DEFAULT_WITHDRAW_FEE_WEI,
  DEFAULT_WITHDRAW_MIN_WEI,
  LOCAL_DEPOSIT_CONFIRMATIONS,
  TOKEN_DECIMALS,
} from '@woohoo/shared/constants';
import { formatGwei, formatUnits } from 'viem';
import {
  DEFAULT_GAS_PRICE_CEILING_WEI,
  DEFAULT_GAS_PRICE_FLOOR_WEI,
  DEFAULT_PAYOUT_REPLACE_AFTER_MS,
} from '../chain/gas-price';
import {
  DEFAULT_RPC_RANK_INTERVAL_MS,
  DEFAULT_RPC_RETRY_COUNT,
  DEFAULT_RPC_TIMEOUT_MS,
} from '../chain/rpc-transport';
import { DEFAULT_DB_POOL_SIZE, DEFAULT_DB_STATEMENT_TIMEOUT_MS } from '../db/postgres-db';
import { DEFAULT_DEPENDENCY_CHECK_MS } from '../modules/health/dependency-monitor';
import { DEFAULT_SHUTDOWN_DRAIN_MS, DEFAULT_SHUTDOWN_TIMEOUT_MS } from '../shutdown';

/** Our decision: well past the deposit confirmations, the depth at which BSC has never reorganised. */
export const BSC_PAYOUT_FINAL_CONFIRMATIONS = 50;

export type SettingType =
  | 'integer'
  | 'boolean'
  | 'string'
  | 'enum'
  | 'url'
  | 'url list'
  | 'address'
  | 'address list'
  | 'token amount'
  | 'gwei'
  | 'path'
  | 'secret file';

export type Setting = {
  name: string;
  type: SettingType;
  group: SettingGroup;
  /** What the value means, one line; the only place it is described (README points to `.env.example`). */
  description: string;
  /** The value an unset setting takes, as the environment would give it; the readers use it. */
  default?: string;
  /** Where the default depends on the chain or on other settings: said in words instead. */
  defaultText?: string;
  /** When the server refuses to start without it. */
  requiredWhen?: string;
  /** A credential or a value carrying one: left blank in `.env.example`, never logged. */
  secret?: true;
};

export const SETTING_GROUPS = [
  'Server',
  'Database and cache',
  'Chain',
  'Contracts',
  'Keys and secrets',
  'Treasury HSM (TREASURY_SIGNER=pkcs11)',
  'Operators',
  'Money',
  'Deposits and payouts',
  'Mail',
  'Operator CLI',
  'Rehearsal',
] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

const tokens = (wei: bigint) => formatUnits(wei, TOKEN_DECIMALS);
const contract = (name: string, what: string): Setting => ({
  name,
  type: 'address',
  group: 'Contracts',
  description: `${what} (as \`npm run deploy -w @woohoo/contracts\` prints it)`,
  defaultText: 'unset: deployed on the local chain',
  requiredWhen: 'off the local chain (all eight contract addresses)',
});

export const SETTINGS = [
  // Server
  {
    name: 'HOST',
    type: 'string',
    group: 'Server',
    default: '127.0.0.1',
    description: 'Interface to listen on',
  },
  {
    name: 'PORT',
    type: 'integer',
    group: 'Server',
    default: '8080',
    description: 'HTTP port of the API and the web app',
  },
  {
    name: 'OPERATOR_LISTEN_PORT',
    type: 'integer',
    group: 'Server',
    defaultText: 'unset: the operator routes on PORT',
    description:
      'When set, the operator routes and console are served only on this port and PORT answers them 404 (README "Keeping operator routes private")',
  },
  {
    name: 'OPERATOR_LISTEN_HOST',
    type: 'string',
    group: 'Server',
    default: '127.0.0.1',
    description: 'Interface of the operator listener (needs OPERATOR_LISTEN_PORT)',
  },
  {
    name: 'PUBLIC_ORIGIN',
    type: 'url',
    group: 'Server',
    defaultText: 'locally http://<HOST>:<PORT> (0.0.0.0 read as 127.0.0.1)',
    requiredWhen: 'on chain 56, https (docs/rules.md "Sign-in")',
    description:
      'The origin users open, e.g. https://app.example.com: every sign-in message must name it, never the request Host',
  },
  {
    name: 'DATA_DIR',
    type: 'path',
    group: 'Server',
    default: './.data',
    description: 'Chain state, embedded database, generated keys, recorded contract addresses',
  },
  {
    name: 'WEB_DIST_DIR',
    type: 'path',
    group: 'Server',
    default: 'apps/web/dist',
    description: 'Built web app to serve',
  },
  {
    name: 'PROCESS_ROLE',
    type: 'enum',
    group: 'Server',
    default: 'all',
    description:
      'all (serve and run the background jobs), api (serve only) or worker (jobs only; README "Deploying to production")',
  },
  {
    name: 'MIGRATE_ON_START',
    type: 'boolean',
    group: 'Server',
    default: 'true',
    description:
      'Apply the database migrations before serving; the image sets false and migrates once per release',
  },
  {
    name: 'TRUST_PROXY',
    type: 'boolean',
    group: 'Server',
    default: 'false',
    description: 'true behind a reverse proxy (client addresses for rate limits from X-Forwarded-For)',
  },
  {
    name: 'LOG_LEVEL',
    type: 'enum',
    group: 'Server',
    default: 'info',
    description:
      'fatal, error, warn, info, debug, trace or silent; every line is JSON with level, time, pid, hostname, service, role and msg',
  },
  {
    name: 'DEPENDENCY_CHECK_MS',
    type: 'integer',
    group: 'Server',
    default: String(DEFAULT_DEPENDENCY_CHECK_MS),
    description:
      'How often the database, the chain RPC and Redis are probed for /api/ready, /api/health and /metrics (docs/rules.md "Readiness and dependencies")',
  },
  {
    name: 'SHUTDOWN_DRAIN_MS',
    type: 'integer',
    group: 'Server',
    default: String(DEFAULT_SHUTDOWN_DRAIN_MS),
    description:
      'On SIGTERM, readiness is red this long before the server stops accepting connections (docs/rules.md "Shutdown")',
  },
  {
    name: 'SHUTDOWN_TIMEOUT_MS',
    type: 'integer',
    group: 'Server',
    default: String(DEFAULT_SHUTDOWN_TIMEOUT_MS),
    description:
      "On SIGTERM the process exits within this, 1 with a line naming what was still open; keep it under the orchestrator's grace period",
  },
  {
    name: 'WRITE_RATE_LIMIT_PER_MINUTE',
    type: 'integer',
    group: 'Server',
    defaultText: "the product's 60",
    description: 'Writes a minute per wallet across every write route (docs/rules.md "Rate limits")',
  },
  // Database and cache
  {
    name: 'DATABASE_URL',
    type: 'url',
    group: 'Database and cache',
    secret: true,
    defaultText: 'unset: embedded PGlite in DATA_DIR/pglite',
    requiredWhen: 'on chain 56 (preflight)',
    description: 'PostgreSQL 15+ connection string, postgres://user:password@host:5432/db',
  },
  {
    name: 'REDIS_URL',
    type: 'url',
    group: 'Database and cache',
    secret: true,
    defaultText: 'unset: in-process',
    description: 'Redis for state shared by replicas (rate limits), redis:// or rediss://',
  },
  {
    name: 'DB_POOL_SIZE',
    type: 'integer',
    group: 'Database and cache',
    default: String(DEFAULT_DB_POOL_SIZE),
    description: 'PostgreSQL connections per process',
  },
  {
    name: 'DB_STATEMENT_TIMEOUT_MS',
    type: 'integer',
    group: 'Database and cache',
    default: String(DEFAULT_DB_STATEMENT_TIMEOUT_MS),
    description:
      'The longest one statement may run before PostgreSQL cancels it; 0 never; the migrations and the settlement are exempt (docs/rules.md "Statement timeout")',
  },
  // Chain
  {
    name: 'CHAIN_RPC_URL',
    type: 'url',
    group: 'Chain',
    secret: true,
    defaultText: 'unset: start anvil',
    description: 'JSON-RPC of the chain the server reads and writes (one; or CHAIN_RPC_URLS, not both)',
  },
  {
    name: 'CHAIN_RPC_URLS',
    type: 'url list',
    group: 'Chain',
    secret: true,
    requiredWhen: 'on chain 56, two or more (preflight; docs/launch.md "Infrastructure")',
    description:
      'Several RPCs, comma separated, best first: each request goes to the first that answers (README "Chain RPCs")',
  },
  {
    name: 'CHAIN_RPC_TIMEOUT_MS',
    type: 'integer',
    group: 'Chain',
    default: String(DEFAULT_RPC_TIMEOUT_MS),
    description: 'How long one RPC may stay silent before the next is asked',
  },
  {
    name: 'CHAIN_RPC_RETRIES',
    type: 'integer',
    group: 'Chain',
    default: String(DEFAULT_RPC_RETRY_COUNT),
    description: 'Rounds over the whole RPC list after the first, before a request fails',
  },
  {
    name: 'CHAIN_RPC_RANK_MS',
    type: 'integer',
    group: 'Chain',
    default: String(DEFAULT_RPC_RANK_INTERVAL_MS),
    description:
      'With several RPCs, ping each this often and ask first those that answered most; 0 keeps the listed order',
  },
  {
    name: 'LOCAL_CHAIN_PORT',
    type: 'integer',
    group: 'Chain',
    default: '8545',
    description: 'Port of the local anvil when no RPC is given',
  },
  {
    name: 'CHAIN_ID',
    type: 'integer',
    group: 'Chain',
    defaultText: '31337 locally, 56 with an RPC',
    description: 'Chain the sign-in messages and wallets must use; 56 is production (preflight at start)',
  },
  {
    name: 'CHAIN_NAME',
    type: 'string',
    group: 'Chain',
    defaultText: 'WOOHOO Local Chain, or Binance Smart Chain on 56',
    description: 'Name shown to wallets when adding the chain',
  },
  {
    name: 'CHAIN_PUBLIC_RPC_URL',
    type: 'url',
    group: 'Chain',
    defaultText: "the server's RPC",
    description: 'RPC handed to browsers and wallets',
  },
  {
    name: 'CHAIN_EXPLORER_URL',
    type: 'url',
    group: 'Chain',
    defaultText: 'none locally, https://bscscan.com on 56',
    description: 'Block explorer for links',
  },
  // Contracts
  contract('USDT_ADDRESS', 'The USDT token'),
  contract('BHC_ADDRESS', 'The BHC token'),
  contract('WOOHOO_ADDRESS', 'The WOOHOO token'),
  contract('RECHARGE_ADDRESS', 'Recharge, which takes deposits'),
  contract('FUNDING_ADDRESS', 'Funding, the staking pool'),
  contract('PAYOUTS_ADDRESS', 'Payouts, which pays each withdrawal once; the treasury holds its PAYER_ROLE'),
  contract(
    'TIMELOCK_ADDRESS',
    'The timelock that owns every contract (docs/deploy-contracts.md "Who holds what on chain 56")',
  ),
  contract('SAFE_ADDRESS', 'The multisig behind the timelock'),
  {
    name: 'LIABILITIES_ROOTS_ADDRESS',
    type: 'address',
    group: 'Contracts',
    defaultText: 'deployed locally; elsewhere unset publishes nothing',
    description:
      'LiabilitiesRoots, where the daily proof-of-liabilities roots go (docs/rules.md "Proof of liabilities")',
  },
  // Keys and secrets
  {
    name: 'RSA_PRIVATE_KEY_FILE',
    type: 'secret file',
    group: 'Keys and secrets',
    defaultText: 'DATA_DIR/keys/rsa-private.pem, generated locally',
    requiredWhen: 'on chain 56: given, existing, owner-only; every host shares one',
    description: 'The login RSA key (2048+ bits, PKCS#8 PEM) that unwraps login keys and signs sessions',
  },
  {
    name: 'TREASURY_SIGNER',
    type: 'enum',
    group: 'Keys and secrets',
    default: 'file',
    description:
      'Where the treasury key lives: file reads TREASURY_KEY_FILE, pkcs11 signs in an HSM; only a worker (or all) loads it',
  },
  {
    name: 'TREASURY_KEY_FILE',
    type: 'secret file',
    group: 'Keys and secrets',
    defaultText: 'DATA_DIR/keys/deployer.key, generated locally',
    requiredWhen: 'off the local chain for a worker (or all) with TREASURY_SIGNER=file',
    description:
      'Treasury private key (0x hex): receives deposits, signs payouts; an api process never reads it',
  },
  {
    name: 'TREASURY_ADDRESS',
    type: 'address',
    group: 'Keys and secrets',
    requiredWhen: 'off the local chain for PROCESS_ROLE=api',
    description:
      "The treasury's address for processes that never load its key; a worker given it refuses another key",
  },
  {
    name: 'COLD_WALLET_ADDRESS',
    type: 'address',
    group: 'Keys and secrets',
    defaultText: "the deployment's Safe",
    description:
      'Cold storage the hot wallet\'s excess above its float is swept to; none: no sweeps (docs/rules.md "Hot float and sweeps")',
  },
  {
    name: 'LIABILITIES_PUBLISHER_KEY_FILE',
    type: 'secret file',
    group: 'Keys and secrets',
    defaultText: 'generated locally; elsewhere unset publishes nothing',
    description: "The key holding LiabilitiesRoots' publisher role (a key of its own, with BNB for gas)",
  },
  // Treasury HSM
  {
    name: 'PKCS11_LIBRARY',
    type: 'path',
    group: 'Treasury HSM (TREASURY_SIGNER=pkcs11)',
    requiredWhen: 'TREASURY_SIGNER=pkcs11',
    description: "The HSM vendor's PKCS#11 module (.so), e.g. /usr/lib/softhsm/libsofthsm2.so",
  },
  {
    name: 'PKCS11_TOKEN_LABEL',
    type: 'string',
    group: 'Treasury HSM (TREASURY_SIGNER=pkcs11)',
    requiredWhen: 'TREASURY_SIGNER=pkcs11',
    description: 'Label of the token holding the key',
  },
  {
    name: 'PKCS11_PIN_FILE',
    type: 'secret file',
    group: 'Treasury HSM (TREASURY_SIGNER=pkcs11)',
    requiredWhen: 'TREASURY_SIGNER=pkcs11; refused when its group or others may read it',
    description: "File holding the token's user PIN",
  },
  {
    name: 'PKCS11_KEY_LABEL',
    type: 'string',
    group: 'Treasury HSM (TREASURY_SIGNER=pkcs11)',
    requiredWhen: 'TREASURY_SIGNER=pkcs11',
    description: 'Label of the key pair made by npm run operator -- hsm keygen --label <label>',
  },
  // Operators
  {
    name: 'OPERATOR_ADDRESSES',
    type: 'address list',
    group: 'Operators',
    defaultText: 'local chain: dev account 9; elsewhere none',
    requiredWhen: "on chain 56, none of anvil's well-known accounts",
    description: 'Comma-separated wallets that sign in to the operator console (docs/rules.md "Operators")',
  },
  // Money
  {
    name: 'SWAP_FEE_BPS',
    type: 'integer',
    group: 'Money',
    default: String(DEFAULT_SWAP_FEE_BPS),
    description: 'Instant swap fee, basis points',
  },
  {
    name: 'TRANSFER_FEE_BPS',
    type: 'integer',
    group: 'Money',
    default: String(DEFAULT_TRANSFER_FEE_BPS),
    description: 'Transfer fee, basis points, out of the amount',
  },
  {
    name: 'WITHDRAW_MIN',
    type: 'token amount',
    group: 'Money',
    default: tokens(DEFAULT_WITHDRAW_MIN_WEI),
    description: 'Smallest withdrawal, in tokens',
  },
  {
    name: 'WITHDRAW_FEE',
    type: 'token amount',
    group: 'Money',
    default: tokens(DEFAULT_WITHDRAW_FEE_WEI),
    description: 'Withdrawal gas fee, in tokens, out of the amount',
  },
  {
    name: 'WITHDRAW_AUTO_APPROVE_BELOW',
    type: 'token amount',
    group: 'Money',
    default: tokens(DEFAULT_WITHDRAW_AUTO_APPROVE_BELOW_WEI),
    description: 'Withdrawals below this, in tokens, are approved without an operator',
  },
  // Deposits and payouts
  {
    name: 'CHAIN_FINALITY',
    type: 'enum',
    group: 'Deposits and payouts',
    defaultText: 'confirmations locally, finalized elsewhere',
    requiredWhen: 'finalized on chain 56 (preflight)',
    description:
      'finalized: credit deposits and settle payouts at the chain\'s finalized block; confirmations: count DEPOSIT_CONFIRMATIONS (docs/rules.md "Deposits and payouts at finality")',
  },
  {
    name: 'DEPOSIT_CONFIRMATIONS',
    type: 'integer',
    group: 'Deposits and payouts',
    defaultText: `${LOCAL_DEPOSIT_CONFIRMATIONS} locally, ${BSC_DEPOSIT_CONFIRMATIONS} on 56`,
    requiredWhen: `at least ${BSC_DEPOSIT_CONFIRMATIONS} on chain 56 (preflight)`,
    description:
      'Confirmations before a deposit is credited (payouts wait as long) where the finalized tag is not used',
  },
  {
    name: 'PAYOUT_FINAL_CONFIRMATIONS',
    type: 'integer',
    group: 'Deposits and payouts',
    defaultText: `12 locally, ${BSC_PAYOUT_FINAL_CONFIRMATIONS} on 56`,
    requiredWhen: `at least ${BSC_PAYOUT_FINAL_CONFIRMATIONS} on chain 56 (preflight)`,
    description:
      "A paid payout's receipt is re-read until it is this deep; one that leaves the chain before is flagged vanished",
  },
  {
    name: 'CHAIN_POLL_MS',
    type: 'integer',
    group: 'Deposits and payouts',
    defaultText: '500 locally, 750 on 56 (one block)',
    description: 'How often the indexer and payout worker look at the chain',
  },
  {
    name: 'INDEXER_MAX_BLOCK_RANGE',
    type: 'integer',
    group: 'Deposits and payouts',
    default: '2000',
    description: 'Largest block range read in one call',
  },
  {
    name: 'INDEXER_START_BLOCK',
    type: 'integer',
    group: 'Deposits and payouts',
    default: '0',
    description: 'First block to index without a saved cursor (the Recharge deployment block)',
  },
  {
    name: 'PAYOUT_GAS_PRICE_FLOOR_GWEI',
    type: 'gwei',
    group: 'Deposits and payouts',
    default: formatGwei(DEFAULT_GAS_PRICE_FLOOR_WEI),
    description: 'Lowest gas price of a payout, on both EIP-1559 fee fields (docs/rules.md "Payout gas")',
  },
  {
    name: 'PAYOUT_GAS_PRICE_CEILING_GWEI',
    type: 'gwei',
    group: 'Deposits and payouts',
    default: formatGwei(DEFAULT_GAS_PRICE_CEILING_WEI),
    description: 'Highest gas price of a payout (docs/rules.md "Payout gas")',
  },
  {
    name: 'PAYOUT_REPLACE_AFTER_MS',
    type: 'integer',
    group: 'Deposits and payouts',
    default: String(DEFAULT_PAYOUT_REPLACE_AFTER_MS),
    description: 'A payout not mined after this long is replaced with the same nonce at a higher price',
  },
  // Mail
  {
    name: 'SMTP_URL',
    type: 'url',
    group: 'Mail',
    secret: true,
    defaultText: 'unset: locally an embedded SMTP catcher',
    requiredWhen: 'off the local chain; on 56 with host, port, user and password (preflight)',
    description: 'SMTP server for KYC1 codes, smtps://user:password@host:465 (or smtp://)',
  },
  {
    name: 'MAIL_FROM',
    type: 'string',
    group: 'Mail',
    default: 'WOOHOO <no-reply@woohoo.local>',
    requiredWhen: 'on chain 56, an address on your domain (preflight)',
    description: 'Sender of KYC1 codes',
  },
  {
    name: 'DEV_INBOX',
    type: 'boolean',
    group: 'Mail',
    defaultText: 'true locally without SMTP_URL; refused on any other chain',
    description:
      'The embedded SMTP catcher and its inbox at /dev/inbox (every email the app sent; local only)',
  },
  // Operator CLI
  {
    name: 'OPERATOR_API_URL',
    type: 'url',
    group: 'Operator CLI',
    defaultText:
      'the operator listener (OPERATOR_LISTEN_HOST:OPERATOR_LISTEN_PORT) when set, else http://<HOST>:<PORT>',
    description: 'Where npm run operator reaches the server',
  },
  {
    name: 'OPERATOR_KEY_FILE',
    type: 'secret file',
    group: 'Operator CLI',
    defaultText: "DATA_DIR/keys/operator.key (locally the first dev operator's public anvil key)",
    description:
      'The private key npm run operator signs in with: the operator\'s own, chmod 600 (docs/rules.md "Operators, the audit and balance adjustments")',
  },
  // Rehearsal
  {
    name: 'REHEARSAL_STAND_IN',
    type: 'boolean',
    group: 'Rehearsal',
    default: 'false',
    description:
      'true: chain 56 is a stand-in on this machine (npm run rehearsal, deploy tests): an http loopback PUBLIC_ORIGIN, SMTP without credentials and one RPC pass preflight; refused unless every RPC is loopback (docs/rules.md "Preflight")',
  },
] as const satisfies readonly Setting[];

export type SettingName = (typeof SETTINGS)[number]['name'];

const BY_NAME: ReadonlyMap<string, Setting> = new Map(SETTINGS.map((s) => [s.name, s]));

/** The declaration of `name`; throws for an undeclared one, so no setting is read undeclared. */
export function settingOf(name: string): Setting {
  const setting = BY_NAME.get(name) ?? fileFormOf(name);
  if (!setting) throw new Error(`setting ${name} is read but not declared in config/settings.ts`);
  return setting;
}

export function isDeclared(name: string): boolean {
  return BY_NAME.has(name) || fileFormOf(name) !== undefined;
}

/**
 * A secret that is a value, not a file (a URL with its password), may be given as the path of a
 * file holding it instead: `<NAME>_FILE` (file-secrets.ts), as container secrets are mounted.
 */
export const hasFileForm = (setting: Setting): boolean =>
  setting.secret === true && setting.type !== 'secret file';

/** The setting whose file form `name` is (`SMTP_URL` for `SMTP_URL_FILE`), or undefined. */
export function fileFormOf(name: string): Setting | undefined {
  const setting = name.endsWith('_FILE') ? BY_NAME.get(name.slice(0, -'_FILE'.length)) : undefined;
  return setting && hasFileForm(setting) ? setting : undefined;
}

/** The declared fixed default of `name` (the readers' fallback), or undefined. */
export function declaredDefault(name: SettingName): string | undefined {
  return settingOf(name).default;
}

/**
 * The environment as the readers may see it: reading a name that looks like a setting
 * (UPPER_SNAKE) and is not declared throws, so a new setting cannot skip the schema.
 */
export function declaredEnv(env: Record<string, string | undefined>): Record<string, string | undefined> {
  return new Proxy(env, {
    get(target, key) {
      if (typeof key === 'string' && /^[A-Z][A-Z0-9_]*$/.test(key)) settingOf(key);
      return Reflect.get(target, key);
    },
  });
}

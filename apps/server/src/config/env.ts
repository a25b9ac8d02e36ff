import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BSC_CHAIN_ID,
  BSC_DEPOSIT_CONFIRMATIONS,
  DEFAULT_SWAP_FEE_BPS,
  DEFAULT_TRANSFER_FEE_BPS,
  DEFAULT_WITHDRAW_AUTO_APPROVE_BELOW_WEI,
  DEFAULT_WITHDRAW_FEE_WEI,
  DEFAULT_WITHDRAW_MIN_WEI,
  LOCAL_CHAIN_ID,
  LOCAL_DEPOSIT_CONFIRMATIONS,
  TOKEN_DECIMALS,
} from '@woohoo/shared/constants';
import { ANVIL_ACCOUNTS } from '@woohoo/shared/dev-accounts';
import { formatGwei, getAddress, isAddress, parseGwei, parseUnits } from 'viem';
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
import { TREASURY_SIGNER_KINDS, type TreasurySignerKind } from '../keys/treasury-signer';

/** The repository root, two folders above apps/server/src/config. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

export type ContractAddressConfig = {
  usdt: `0x${string}`;
  bhc: `0x${string}`;
  woohoo: `0x${string}`;
  recharge: `0x${string}`;
  funding: `0x${string}`;
  /** LIABILITIES_ROOTS_ADDRESS, optional (docs/rules.md "Proof of liabilities"): none publishes nothing on chain. */
  liabilitiesRoots?: `0x${string}`;
};

export type MoneyConfig = {
  swapFeeBps: bigint;
  transferFeeBps: bigint;
  withdrawMinWei: bigint;
  withdrawFeeWei: bigint;
  withdrawAutoApproveBelowWei: bigint;
  depositConfirmations: number;
  /**
   * CHAIN_FINALITY (docs/rules.md "Deposits and payouts at finality"): `finalized` credits
   * deposits and settles payouts at the chain's `finalized` block, the confirmations applying
   * only where the RPC has no such tag; `confirmations` never asks for the tag.
   */
  useFinalizedTag: boolean;
  /** How deep a payout's block must be before the payout worker stops re-reading its receipt. */
  payoutFinalConfirmations: number;
  /** How often the deposit indexer and the payout worker look at the chain. */
  chainPollMs: number;
  /** Largest block range the indexer reads in one call. */
  indexerMaxBlockRange: number;
  /** Where the indexer starts without a saved cursor: the Recharge deployment block. */
  indexerStartBlock: bigint;
  /**
   * PAYOUT_GAS_PRICE_FLOOR_GWEI and PAYOUT_GAS_PRICE_CEILING_GWEI (docs/rules.md "Payout gas"):
   * the chain's price is kept within them, on both EIP-1559 fee fields.
   */
  gasPriceFloorWei: bigint;
  gasPriceCeilingWei: bigint;
  /** PAYOUT_REPLACE_AFTER_MS (docs/rules.md "Payout gas"): a payout not mined after this long is replaced at a higher price. */
  payoutReplaceAfterMs: number;
};

/** How the server reaches its RPCs (README "Chain RPCs"). */
export type ChainRpcConfig = {
  /** CHAIN_RPC_TIMEOUT_MS: how long one RPC may stay silent before the next is asked. */
  timeoutMs: number;
  /** CHAIN_RPC_RETRIES: rounds over the whole list after the first. */
  retryCount: number;
  /** CHAIN_RPC_RANK_MS: ping and re-rank the RPCs this often (chain/rpc-transport.ts); 0 keeps their order. */
  rankIntervalMs: number;
};

export type Config = {
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL connection string; undefined runs the embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** The first of `chainRpcUrls` (what one URL is enough for: the browsers' default, scripts). */
  chainRpcUrl: string | undefined;
  /**
   * CHAIN_RPC_URLS, comma separated, in order of preference (or CHAIN_RPC_URL alone): the server
   * asks the first and falls over to the next (chain/rpc-transport.ts); undefined starts a local
   * anvil on `localChainPort`.
   */
  chainRpcUrls: string[] | undefined;
  chainRpc: ChainRpcConfig;
  localChainPort: number;
  chainId: number;
  chainName: string;
  /** The RPC handed to browsers and wallets (defaults to the server's RPC). */
  chainPublicRpcUrl: string | undefined;
  /** Block explorer for links; the local chain has none. */
  chainExplorerUrl: string | undefined;
  /** Contract addresses given by the environment; undefined deploys them on the local chain. */
  contracts: ContractAddressConfig | undefined;
  rsaPrivateKeyFile: string;
  /** TREASURY_SIGNER: where the treasury key lives (keys/treasury-signer.ts); `file` reads `treasuryKeyFile`. */
  treasurySigner: TreasurySignerKind;
  /** The treasury's private key (receives deposits, signs payouts); generated locally. */
  treasuryKeyFile: string;
  /**
   * The key that publishes the daily liabilities roots (docs/rules.md "Proof of liabilities"):
   * LIABILITIES_PUBLISHER_KEY_FILE, generated on the local chain; undefined publishes nothing.
   */
  liabilitiesPublisherKeyFile: string | undefined;
  /** Bearer secret of the operator endpoints (`npm run operator`); generated locally. */
  operatorTokenFile: string;
  /**
   * OPERATOR_ADDRESSES (docs/rules.md "Operators, the audit and balance adjustments"): the wallets
   * that sign in to the operator console, comma separated. On the local chain it defaults to the
   * dev wallet's last account (LOCAL_OPERATOR); elsewhere to none (the console then opens only with
   * the CLI token).
   */
  operatorAddresses: string[];
  money: MoneyConfig;
  /**
   * KYC1 email (docs/rules.md "KYC1"). `smtpUrl` sends through that server; without it the local
   * mode runs an embedded SMTP catcher whose dev inbox (`/dev/inbox`) shows what was sent. Outside
   * the local mode SMTP_URL is required and the catcher and inbox are refused.
   */
  mail: { smtpUrl: string | undefined; from: string; devInbox: boolean };
  webDistDir: string;
  /**
   * WRITE_RATE_LIMIT_PER_MINUTE: each wallet's writes a minute across every write route (docs/rules.md
   * "Rate limits"); unset keeps the product's default.
   */
  writeRateLimit: number | undefined;
  logLevel: string;
  trustProxy: boolean;
  /**
   * PROCESS_ROLE: `all` (default) serves the API and runs the background jobs (deposit indexer,
   * payouts, settlement, releases); `api` only serves; `worker` runs the jobs (and answers health,
   * readiness and metrics on its port). Replicas share PostgreSQL and Redis.
   */
  role: ProcessRole;
};

export const PROCESS_ROLES = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const CONTRACT_VARS = {
  usdt: 'USDT_ADDRESS',
  bhc: 'BHC_ADDRESS',
  woohoo: 'WOOHOO_ADDRESS',
  recharge: 'RECHARGE_ADDRESS',
  funding: 'FUNDING_ADDRESS',
} as const;

/**
 * Reads and validates the environment once at start-up. Every problem is collected, so the
 * operator sees the whole list at once instead of fixing one variable per restart.
 */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, protocols: string[]): string | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) problems.push(`${name} must use ${protocols.join(' or ')}`);
    } catch {
      problems.push(`${name} is not a valid URL`);
    }
    return raw;
  };

  const tokens = (name: string, fallback: bigint): bigint => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d+(\.\d{1,18})?$/.test(raw)) {
      problems.push(`${name} must be a token amount like 10 or 0.5 (got "${raw}")`);
      return fallback;
    }
    return parseUnits(raw, TOKEN_DECIMALS);
  };

  const dataDir = resolve(env.DATA_DIR || resolve(REPO_ROOT, '.data'));
  const chainRpcUrls = readRpcUrls(env, problems);
  const chainRpcUrl = chainRpcUrls?.[0];
  const gwei = (name: string, fallback: bigint): bigint => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d+(\.\d{1,9})?$/.test(raw)) {
      problems.push(`${name} must be an amount of gwei like 0.1 or 5 (got "${raw}")`);
      return fallback;
    }
    return parseGwei(raw);
  };
  const gasPriceFloorWei = gwei('PAYOUT_GAS_PRICE_FLOOR_GWEI', DEFAULT_GAS_PRICE_FLOOR_WEI);
  const gasPriceCeilingWei = gwei('PAYOUT_GAS_PRICE_CEILING_GWEI', DEFAULT_GAS_PRICE_CEILING_WEI);
  if (gasPriceFloorWei > gasPriceCeilingWei)
    problems.push(
      `PAYOUT_GAS_PRICE_FLOOR_GWEI (${formatGwei(gasPriceFloorWei)}) is above PAYOUT_GAS_PRICE_CEILING_GWEI (${formatGwei(gasPriceCeilingWei)})`,
    );
  const chainId = int('CHAIN_ID', chainRpcUrl ? BSC_CHAIN_ID : LOCAL_CHAIN_ID, 1, 2 ** 31 - 1);
  const isBsc = chainId === BSC_CHAIN_ID;
  const contracts = readContracts(env, problems);
  if (chainId !== LOCAL_CHAIN_ID && !env.TREASURY_KEY_FILE) {
    problems.push(
      `chain ${chainId} is not the local chain, so TREASURY_KEY_FILE (the payout signer key) is required`,
    );
  }
  if (!contracts && chainId !== LOCAL_CHAIN_ID) {
    problems.push(
      `chain ${chainId} is not the local chain, so ${Object.values(CONTRACT_VARS).join(', ')} are required`,
    );
  }

  // Our decision: the local anvil automines one block per transaction and reports a `finalized`
  // block 64 blocks under its head, so a deposit there would wait for 64 more transactions.
  const finality = env.CHAIN_FINALITY || (chainId === LOCAL_CHAIN_ID ? 'confirmations' : 'finalized');
  if (!['finalized', 'confirmations'].includes(finality))
    problems.push('CHAIN_FINALITY must be finalized or confirmations');

  const signer = env.TREASURY_SIGNER || 'file';
  if (!(TREASURY_SIGNER_KINDS as readonly string[]).includes(signer))
    problems.push(`TREASURY_SIGNER must be one of ${TREASURY_SIGNER_KINDS.join(', ')}`);

  const config: Config = {
    host: env.HOST || '127.0.0.1',
    port: int('PORT', 8080, 0, 65535),
    dataDir,
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    chainRpcUrl,
    chainRpcUrls,
    chainRpc: {
      timeoutMs: int('CHAIN_RPC_TIMEOUT_MS', DEFAULT_RPC_TIMEOUT_MS, 100, 120_000),
      retryCount: int('CHAIN_RPC_RETRIES', DEFAULT_RPC_RETRY_COUNT, 0, 10),
      rankIntervalMs:
        env.CHAIN_RPC_RANK_MS === '0'
          ? 0
          : int('CHAIN_RPC_RANK_MS', DEFAULT_RPC_RANK_INTERVAL_MS, 1000, 3_600_000),
    },
    localChainPort: int('LOCAL_CHAIN_PORT', 8545, 1, 65535),
    chainId,
    chainName: env.CHAIN_NAME || (isBsc ? 'Binance Smart Chain' : 'WOOHOO Local Chain'),
    chainPublicRpcUrl: url('CHAIN_PUBLIC_RPC_URL', ['http:', 'https:']),
    chainExplorerUrl:
      url('CHAIN_EXPLORER_URL', ['http:', 'https:']) ?? (isBsc ? 'https://bscscan.com' : undefined),
    contracts,
    rsaPrivateKeyFile: resolve(env.RSA_PRIVATE_KEY_FILE || resolve(dataDir, 'keys/rsa-private.pem')),
    treasurySigner: signer as TreasurySignerKind,
    treasuryKeyFile: resolve(env.TREASURY_KEY_FILE || resolve(dataDir, 'keys/deployer.key')),
    liabilitiesPublisherKeyFile: env.LIABILITIES_PUBLISHER_KEY_FILE
      ? resolve(env.LIABILITIES_PUBLISHER_KEY_FILE)
      : chainId === LOCAL_CHAIN_ID
        ? resolve(dataDir, 'keys/liabilities-publisher.key')
        : undefined,
    operatorTokenFile: resolve(env.OPERATOR_TOKEN_FILE || resolve(dataDir, 'keys/operator.token')),
    operatorAddresses: readOperatorAddresses(env, chainId === LOCAL_CHAIN_ID, problems),
    money: {
      swapFeeBps: BigInt(int('SWAP_FEE_BPS', DEFAULT_SWAP_FEE_BPS, 0, 9_999)),
      transferFeeBps: BigInt(int('TRANSFER_FEE_BPS', DEFAULT_TRANSFER_FEE_BPS, 0, 9_999)),
      withdrawMinWei: tokens('WITHDRAW_MIN', DEFAULT_WITHDRAW_MIN_WEI),
      withdrawFeeWei: tokens('WITHDRAW_FEE', DEFAULT_WITHDRAW_FEE_WEI),
      withdrawAutoApproveBelowWei: tokens(
        'WITHDRAW_AUTO_APPROVE_BELOW',
        DEFAULT_WITHDRAW_AUTO_APPROVE_BELOW_WEI,
      ),
      depositConfirmations: int(
        'DEPOSIT_CONFIRMATIONS',
        isBsc ? BSC_DEPOSIT_CONFIRMATIONS : LOCAL_DEPOSIT_CONFIRMATIONS,
        1,
        1000,
      ),
      useFinalizedTag: finality === 'finalized',
      // Our decision: well past the deposit confirmations, the depth at which BSC has never reorganised.
      payoutFinalConfirmations: int('PAYOUT_FINAL_CONFIRMATIONS', isBsc ? 50 : 12, 1, 10_000),
      // Our decision: one BSC block (0.75 s), so a deposit is credited about 1.5 s (two blocks to the
      // finalized tag) plus at most one poll after its inclusion: within the 3 s users are promised.
      chainPollMs: int('CHAIN_POLL_MS', isBsc ? 750 : 500, 50, 60_000),
      indexerMaxBlockRange: int('INDEXER_MAX_BLOCK_RANGE', 2000, 1, 100_000),
      indexerStartBlock: BigInt(int('INDEXER_START_BLOCK', 0, 0, Number.MAX_SAFE_INTEGER)),
      gasPriceFloorWei,
      gasPriceCeilingWei,
      payoutReplaceAfterMs: int('PAYOUT_REPLACE_AFTER_MS', DEFAULT_PAYOUT_REPLACE_AFTER_MS, 1000, 3_600_000),
    },
    mail: readMail(env, chainId === LOCAL_CHAIN_ID, url('SMTP_URL', ['smtp:', 'smtps:']), problems),
    webDistDir: resolve(env.WEB_DIST_DIR || resolve(REPO_ROOT, 'apps/web/dist')),
    writeRateLimit: env.WRITE_RATE_LIMIT_PER_MINUTE
      ? int('WRITE_RATE_LIMIT_PER_MINUTE', 0, 1, 1_000_000)
      : undefined,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    role: (env.PROCESS_ROLE || 'all') as ProcessRole,
  };
  if (!(PROCESS_ROLES as readonly string[]).includes(config.role)) {
    problems.push(`PROCESS_ROLE must be one of ${PROCESS_ROLES.join(', ')}`);
  }
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(config.logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent`);
  }
  if (env.TRUST_PROXY && !['true', 'false'].includes(env.TRUST_PROXY))
    problems.push('TRUST_PROXY must be true or false');
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Our decision: on the local chain the dev wallet's account 9 is the operator, so `npm start` has one. */
export const LOCAL_OPERATOR = ANVIL_ACCOUNTS[9];

function readOperatorAddresses(env: Env, local: boolean, problems: string[]): string[] {
  const listed = (env.OPERATOR_ADDRESSES ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a.length > 0);
  if (listed.length === 0) return local ? [LOCAL_OPERATOR] : [];
  const bad = listed.filter((a) => !isAddress(a, { strict: false }));
  if (bad.length > 0) problems.push(`OPERATOR_ADDRESSES holds what is not an address: ${bad.join(', ')}`);
  return [...new Set(listed.filter((a) => isAddress(a, { strict: false })).map((a) => getAddress(a)))];
}

/** CHAIN_RPC_URLS (comma separated, ranked) or CHAIN_RPC_URL (one); undefined when neither is set. */
function readRpcUrls(env: Env, problems: string[]): string[] | undefined {
  if (env.CHAIN_RPC_URLS && env.CHAIN_RPC_URL) {
    problems.push('set CHAIN_RPC_URLS or CHAIN_RPC_URL, not both');
    return undefined;
  }
  const name = env.CHAIN_RPC_URLS ? 'CHAIN_RPC_URLS' : 'CHAIN_RPC_URL';
  const listed = (env[name] ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter((u) => u.length > 0);
  if (listed.length === 0) return undefined;
  const valid = listed.filter((raw, index) => {
    try {
      const { protocol } = new URL(raw);
      if (protocol === 'http:' || protocol === 'https:') return true;
      problems.push(`${name} entry ${index + 1} must use http: or https:`);
    } catch {
      // The URL itself is not repeated: a provider's API key may be in it.
      problems.push(`${name} entry ${index + 1} is not a valid URL`);
    }
    return false;
  });
  if (new Set(valid).size !== valid.length) problems.push(`${name} lists the same URL twice`);
  return valid.length === listed.length ? valid : undefined;
}

function readMail(env: Env, local: boolean, smtpUrl: string | undefined, problems: string[]): Config['mail'] {
  const from = env.MAIL_FROM || 'WOOHOO <no-reply@woohoo.local>';
  if (!local) {
    if (!smtpUrl)
      problems.push('SMTP_URL is required outside the local chain (KYC1 sends its codes by email)');
    if (env.DEV_INBOX)
      problems.push('DEV_INBOX is refused outside the local chain: the dev inbox shows every code');
    return { smtpUrl, from, devInbox: false };
  }
  if (env.DEV_INBOX && !['true', 'false'].includes(env.DEV_INBOX))
    problems.push('DEV_INBOX must be true or false');
  // Local: the embedded catcher unless a real SMTP server is given (DEV_INBOX=false turns it off).
  return { smtpUrl, from, devInbox: !smtpUrl && env.DEV_INBOX !== 'false' };
}

function readContracts(env: Env, problems: string[]): ContractAddressConfig | undefined {
  const given = Object.entries(CONTRACT_VARS).filter(([, name]) => env[name]);
  if (given.length === 0) return undefined;
  const out: Partial<ContractAddressConfig> = {};
  for (const [key, name] of Object.entries(CONTRACT_VARS) as [keyof ContractAddressConfig, string][]) {
    const raw = env[name];
    if (!raw) problems.push(`${name} is required when any contract address is set`);
    else if (!isAddress(raw, { strict: false })) problems.push(`${name} is not an address`);
    else out[key] = getAddress(raw);
  }
  if (given.length !== Object.keys(CONTRACT_VARS).length) return undefined;
  const roots = env.LIABILITIES_ROOTS_ADDRESS;
  if (roots && !isAddress(roots, { strict: false }))
    problems.push('LIABILITIES_ROOTS_ADDRESS is not an address');
  else if (roots) out.liabilitiesRoots = getAddress(roots);
  return out as ContractAddressConfig;
}

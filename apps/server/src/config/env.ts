import { resolve } from 'node:path';
import {
  BSC_CHAIN_ID,
  BSC_DEPOSIT_CONFIRMATIONS,
  DEFAULT_WITHDRAW_AUTO_APPROVE_BELOW_WEI,
  DEFAULT_WITHDRAW_FEE_WEI,
  DEFAULT_WITHDRAW_MIN_WEI,
  LOCAL_CHAIN_ID,
  LOCAL_DEPOSIT_CONFIRMATIONS,
  TOKEN_DECIMALS,
} from '@woohoo/shared/constants';
import { formatGwei, parseGwei, parseUnits } from 'viem';
import { DEFAULT_GAS_PRICE_CEILING_WEI, DEFAULT_GAS_PRICE_FLOOR_WEI } from '../chain/gas-price';
import type { Pkcs11Settings } from '../keys/pkcs11-token';
import { TREASURY_SIGNER_KINDS, type TreasurySignerKind } from '../keys/treasury-signer';

import { readFileSecrets } from './file-secrets';
import { REPO_ROOT } from './repo-root';
import {
  BSC_PAYOUT_FINAL_CONFIRMATIONS,
  declaredDefault,
  declaredEnv,
  SETTINGS,
  type SettingName,
} from './settings';

export { REPO_ROOT };

import { type Config, PROCESS_ROLES, type ProcessRole } from './config-types';
import {
  CONTRACT_VARS,
  type Env,
  readColdWalletAddress,
  readContracts,
  readMail,
  readOperatorAddresses,
  readOperatorListen,
  readPkcs11,
  readPkcs11Token,
  readPublicOrigin,
  readRpcUrls,
  readTreasuryAddress,
} from './env-readers';

export type {
  ChainRpcConfig,
  Config,
  ContractAddressConfig,
  DbPoolConfig,
  MoneyConfig,
  ProcessRole,
  ShutdownConfig,
} from './config-types';
export { PROCESS_ROLES } from './config-types';
export { LOCAL_OPERATOR, LOCAL_SECOND_OPERATOR } from './env-readers';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates the environment once at start-up. Every problem is collected, so the
 * operator sees the whole list at once instead of fixing one variable per restart.
 */
export function loadConfig(env: Env = process.env): Config {
  const { config, problems } = readConfig(env);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * What `loadConfig` reads, with every problem instead of a throw, and the settings the
 * environment gave (the preflight tells a given file from a generated default by them).
 */
export function readConfig(rawEnv: Env = process.env): {
  config: Config;
  problems: string[];
  given: ReadonlySet<SettingName>;
} {
  const problems: string[] = [];
  const env = declaredEnv(readFileSecrets(rawEnv, problems));
  const given = new Set(SETTINGS.map((s) => s.name).filter((name) => env[name]));
  const fixed = (name: SettingName): number => Number(declaredDefault(name));
  const text = (name: SettingName): string => declaredDefault(name) ?? '';
  const int = (name: SettingName, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const url = (name: SettingName, protocols: string[]): string | undefined => {
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

  const tokens = (name: SettingName, fallback: bigint): bigint => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d+(\.\d{1,18})?$/.test(raw)) {
      problems.push(`${name} must be a token amount like 10 or 0.5 (got "${raw}")`);
      return fallback;
    }
    return parseUnits(raw, TOKEN_DECIMALS);
  };

  const dataDir = resolve(env.DATA_DIR || resolve(REPO_ROOT, text('DATA_DIR')));
  const chainRpcUrls = readRpcUrls(env, problems);
  const chainRpcUrl = chainRpcUrls?.[0];
  const gwei = (name: SettingName, fallback: bigint): bigint => {
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
  const role = (env.PROCESS_ROLE || text('PROCESS_ROLE')) as ProcessRole;
  const signer = env.TREASURY_SIGNER || text('TREASURY_SIGNER');
  // Only the worker (or `all`) loads the treasury key; an `api` process knows its address alone.
  const loadsKey = role !== 'api';
  if (chainId !== LOCAL_CHAIN_ID && loadsKey && signer === 'file' && !env.TREASURY_KEY_FILE) {
    problems.push(
      `chain ${chainId} is not the local chain, so TREASURY_KEY_FILE (the payout signer key) is required`,
    );
  }
  const treasuryAddress = readTreasuryAddress(env, problems);
  const coldWalletAddress = readColdWalletAddress(env, problems);
  if (chainId !== LOCAL_CHAIN_ID && role === 'api' && !env.TREASURY_ADDRESS)
    problems.push(
      `chain ${chainId} is not the local chain, so an api process needs TREASURY_ADDRESS (it never loads the treasury key)`,
    );
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

  if (!(TREASURY_SIGNER_KINDS as readonly string[]).includes(signer))
    problems.push(`TREASURY_SIGNER must be one of ${TREASURY_SIGNER_KINDS.join(', ')}`);
  const pkcs11 = signer === 'pkcs11' && loadsKey ? readPkcs11(env, problems) : undefined;

  const host = env.HOST || text('HOST');
  const port = int('PORT', fixed('PORT'), 0, 65535);
  const config: Config = {
    host,
    port,
    publicOrigin: readPublicOrigin(env, { host, port }, problems),
    dataDir,
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    chainRpcUrl,
    chainRpcUrls,
    chainRpc: {
      timeoutMs: int('CHAIN_RPC_TIMEOUT_MS', fixed('CHAIN_RPC_TIMEOUT_MS'), 100, 120_000),
      retryCount: int('CHAIN_RPC_RETRIES', fixed('CHAIN_RPC_RETRIES'), 0, 10),
      rankIntervalMs:
        env.CHAIN_RPC_RANK_MS === '0'
          ? 0
          : int('CHAIN_RPC_RANK_MS', fixed('CHAIN_RPC_RANK_MS'), 1000, 3_600_000),
    },
    localChainPort: int('LOCAL_CHAIN_PORT', fixed('LOCAL_CHAIN_PORT'), 1, 65535),
    chainId,
    chainName: env.CHAIN_NAME || (isBsc ? 'Binance Smart Chain' : 'WOOHOO Local Chain'),
    chainPublicRpcUrl: url('CHAIN_PUBLIC_RPC_URL', ['http:', 'https:']),
    chainExplorerUrl:
      url('CHAIN_EXPLORER_URL', ['http:', 'https:']) ?? (isBsc ? 'https://bscscan.com' : undefined),
    contracts,
    rsaPrivateKeyFile: resolve(env.RSA_PRIVATE_KEY_FILE || resolve(dataDir, 'keys/rsa-private.pem')),
    treasurySigner: signer as TreasurySignerKind,
    treasuryKeyFile: resolve(env.TREASURY_KEY_FILE || resolve(dataDir, 'keys/deployer.key')),
    pkcs11,
    treasuryAddress,
    coldWalletAddress,
    liabilitiesPublisherKeyFile: env.LIABILITIES_PUBLISHER_KEY_FILE
      ? resolve(env.LIABILITIES_PUBLISHER_KEY_FILE)
      : chainId === LOCAL_CHAIN_ID
        ? resolve(dataDir, 'keys/liabilities-publisher.key')
        : undefined,
    operatorKeyFile: resolve(env.OPERATOR_KEY_FILE || resolve(dataDir, 'keys/operator.key')),
    operatorAddresses: readOperatorAddresses(env, chainId === LOCAL_CHAIN_ID, problems),
    operatorListen: readOperatorListen(env, port, problems),
    money: {
      swapFeeBps: BigInt(int('SWAP_FEE_BPS', fixed('SWAP_FEE_BPS'), 0, 9_999)),
      transferFeeBps: BigInt(int('TRANSFER_FEE_BPS', fixed('TRANSFER_FEE_BPS'), 0, 9_999)),
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
      payoutFinalConfirmations: int(
        'PAYOUT_FINAL_CONFIRMATIONS',
        isBsc ? BSC_PAYOUT_FINAL_CONFIRMATIONS : 12,
        1,
        10_000,
      ),
      // Our decision: one BSC block (0.75 s), so a deposit is credited about 1.5 s (two blocks to the
      // finalized tag) plus at most one poll after its inclusion: within the 3 s users are promised.
      chainPollMs: int('CHAIN_POLL_MS', isBsc ? 750 : 500, 50, 60_000),
      indexerMaxBlockRange: int('INDEXER_MAX_BLOCK_RANGE', fixed('INDEXER_MAX_BLOCK_RANGE'), 1, 100_000),
      indexerStartBlock: BigInt(
        int('INDEXER_START_BLOCK', fixed('INDEXER_START_BLOCK'), 0, Number.MAX_SAFE_INTEGER),
      ),
      gasPriceFloorWei,
      gasPriceCeilingWei,
      payoutReplaceAfterMs: int('PAYOUT_REPLACE_AFTER_MS', fixed('PAYOUT_REPLACE_AFTER_MS'), 1000, 3_600_000),
    },
    mail: readMail(env, chainId === LOCAL_CHAIN_ID, url('SMTP_URL', ['smtp:', 'smtps:']), problems),
    webDistDir: resolve(env.WEB_DIST_DIR || resolve(REPO_ROOT, text('WEB_DIST_DIR'))),
    writeRateLimit: env.WRITE_RATE_LIMIT_PER_MINUTE
      ? int('WRITE_RATE_LIMIT_PER_MINUTE', 0, 1, 1_000_000)
      : undefined,
    logLevel: env.LOG_LEVEL || text('LOG_LEVEL'),
    trustProxy: env.TRUST_PROXY === 'true',
    role,
    migrateOnStart: env.MIGRATE_ON_START !== 'false',
    db: {
      poolSize: int('DB_POOL_SIZE', fixed('DB_POOL_SIZE'), 1, 1000),
      statementTimeoutMs: int('DB_STATEMENT_TIMEOUT_MS', fixed('DB_STATEMENT_TIMEOUT_MS'), 0, 86_400_000),
    },
    shutdown: {
      drainMs: int('SHUTDOWN_DRAIN_MS', fixed('SHUTDOWN_DRAIN_MS'), 0, 600_000),
      timeoutMs: int('SHUTDOWN_TIMEOUT_MS', fixed('SHUTDOWN_TIMEOUT_MS'), 1000, 3_600_000),
    },
    dependencyCheckMs: int('DEPENDENCY_CHECK_MS', fixed('DEPENDENCY_CHECK_MS'), 100, 600_000),
  };
  if (config.shutdown.drainMs >= config.shutdown.timeoutMs)
    problems.push(
      `SHUTDOWN_DRAIN_MS (${config.shutdown.drainMs}) must be below SHUTDOWN_TIMEOUT_MS (${config.shutdown.timeoutMs}): in-flight requests need time after the drain`,
    );
  if (!(PROCESS_ROLES as readonly string[]).includes(config.role)) {
    problems.push(`PROCESS_ROLE must be one of ${PROCESS_ROLES.join(', ')}`);
  }
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(config.logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent`);
  }
  if (env.TRUST_PROXY && !['true', 'false'].includes(env.TRUST_PROXY))
    problems.push('TRUST_PROXY must be true or false');
  if (env.MIGRATE_ON_START && !['true', 'false'].includes(env.MIGRATE_ON_START))
    problems.push('MIGRATE_ON_START must be true or false');
  if (env.REHEARSAL_STAND_IN && !['true', 'false'].includes(env.REHEARSAL_STAND_IN))
    problems.push('REHEARSAL_STAND_IN must be true or false');
  return { config, problems, given };
}

/**
 * The HSM token for `npm run operator -- hsm keygen|address` (scripts/hsm-operator-cli.ts), which
 * names the key by --label: PKCS11_LIBRARY, PKCS11_TOKEN_LABEL and PKCS11_PIN_FILE.
 */
export function loadHsmTokenConfig(env: Env = process.env): Omit<Pkcs11Settings, 'keyLabel'> {
  const problems: string[] = [];
  const token = readPkcs11Token(env, problems);
  if (problems.length > 0 || !token) throw new ConfigError(problems);
  return token;
}

// The production preflight (docs/rules.md "Preflight"; docs/launch.md "Configuration"): what a
// chain-56 configuration must hold beyond being well formed. Pure: the files it names are
// described by `FileFacts`, gathered by preflight-run.ts. `npm run preflight` prints every
// problem; the server runs the same check at start on chain 56 and refuses to start on any.

import { BSC_DEPOSIT_CONFIRMATIONS } from '@woohoo/shared/constants';
import { ANVIL_ACCOUNTS } from '@woohoo/shared/dev-accounts';
import { getAddress, isAddress, zeroAddress } from 'viem';
import type { Config } from './config-types';
import { CONTRACT_VARS, type Env } from './env-readers';
import { type FileFact, type FileReader, secretFileFactProblem } from './file-facts';
import { BSC_PAYOUT_FINAL_CONFIRMATIONS, declaredDefault } from './settings';

export type FileFacts = {
  /** The running process's user and group (who reads the files). */
  process: FileReader;
  files: Readonly<Record<string, FileFact>>;
};

/**
 * Hosts a stand-in chain's RPC may be on under REHEARSAL_STAND_IN: this machine, or this machine
 * as a container sees it (podman's and docker's name for the host).
 */
const THIS_MACHINE = ['localhost', '[::1]', 'host.containers.internal', 'host.docker.internal'];
export const isThisMachine = (hostname: string): boolean =>
  THIS_MACHINE.includes(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname);

/** The secret files the preflight looks at for `config`: their facts are `FileFacts.files`. */
export function preflightFiles(config: Config): string[] {
  const files = [config.rsaPrivateKeyFile];
  if (loadsTreasuryKey(config) && config.treasurySigner === 'file') files.push(config.treasuryKeyFile);
  if (config.role !== 'api' && config.liabilitiesPublisherKeyFile)
    files.push(config.liabilitiesPublisherKeyFile);
  return files;
}

const loadsTreasuryKey = (config: Config) => config.role !== 'api';

/**
 * Every problem of `config` (read from `env`) as a production configuration, none when it may
 * start on chain 56. `env` tells a setting given from one defaulted, and keeps the addresses as
 * written (for their checksums).
 */
export function preflightProblems(config: Config, facts: FileFacts, env: Env): string[] {
  const standIn = env.REHEARSAL_STAND_IN === 'true';
  return [
    ...standInProblems(config, standIn),
    ...addressProblems(env),
    ...secretFileProblems(config, facts, env),
    ...originProblems(config, env, standIn),
    ...mailProblems(config, env, standIn),
    ...operatorProblems(config),
    ...finalityProblems(config),
    ...infrastructureProblems(config, env, standIn),
  ];
}

function standInProblems(config: Config, standIn: boolean): string[] {
  if (!standIn) return [];
  const away = (config.chainRpcUrls ?? []).filter((url) => !isThisMachine(new URL(url).hostname));
  if (config.chainRpcUrls && away.length === 0) return [];
  return [
    'REHEARSAL_STAND_IN=true is refused: it is for a stand-in chain on this machine, and an RPC is elsewhere (or none is given)',
  ];
}

/** The contract and treasury addresses: set (loadConfig says which are missing), checksummed, not zero, distinct. */
function addressProblems(env: Env): string[] {
  const problems: string[] = [];
  const names = [...Object.values(CONTRACT_VARS), 'LIABILITIES_ROOTS_ADDRESS', 'TREASURY_ADDRESS'];
  const seen = new Map<string, string>();
  for (const name of names) {
    const raw = env[name];
    if (!raw || !isAddress(raw, { strict: false })) continue;
    if (raw === zeroAddress) problems.push(`${name} is the zero address`);
    else if (raw !== getAddress(raw))
      problems.push(`${name} is not checksummed (write it as ${getAddress(raw)}): a typo would go unnoticed`);
    const other = seen.get(raw.toLowerCase());
    if (other && raw !== zeroAddress) problems.push(`${name} is the same address as ${other}`);
    seen.set(raw.toLowerCase(), name);
  }
  return problems;
}

/**
 * The login RSA key is given, shared by every host, never generated
 * (a host making its own login key refuses the sessions another signed); the treasury and
 * publisher keys of a worker are present. None may be read by others (docs/rules.md "Preflight").
 */
function secretFileProblems(config: Config, facts: FileFacts, env: Env): string[] {
  const problems: string[] = [];
  const shared: [string, string][] = [['RSA_PRIVATE_KEY_FILE', config.rsaPrivateKeyFile]];
  for (const [name] of shared)
    if (!env[name])
      problems.push(
        `${name} is not set: on chain 56 it is never generated, every host is given the same file`,
      );
  const files: [string, string][] = [...shared];
  if (loadsTreasuryKey(config) && config.treasurySigner === 'file' && env.TREASURY_KEY_FILE)
    files.push(['TREASURY_KEY_FILE', config.treasuryKeyFile]);
  if (config.role !== 'api' && config.liabilitiesPublisherKeyFile)
    files.push(['LIABILITIES_PUBLISHER_KEY_FILE', config.liabilitiesPublisherKeyFile]);
  for (const [name, path] of files) {
    if (!env[name]) continue;
    const problem = secretFileFactProblem(name, path, facts.files[path], facts.process);
    if (problem) problems.push(problem);
  }
  return problems;
}

function originProblems(config: Config, env: Env, standIn: boolean): string[] {
  if (!env.PUBLIC_ORIGIN) return ['PUBLIC_ORIGIN is required on chain 56 (e.g. https://app.example.com)'];
  const url = new URL(config.publicOrigin);
  if (url.protocol === 'https:') return [];
  if (standIn && isThisMachine(url.hostname)) return [];
  return ['PUBLIC_ORIGIN must use https: on chain 56 (sign-in is bound to it)'];
}

/** KYC1 mail: a real SMTP server with its host, port and credentials, and a sender on your domain. */
function mailProblems(config: Config, env: Env, standIn: boolean): string[] {
  const problems: string[] = [];
  const smtp = config.mail.smtpUrl ? new URL(config.mail.smtpUrl) : undefined;
  // SMTP_URL's absence and form are loadConfig's problems already.
  if (smtp) {
    if (!smtp.hostname) problems.push('SMTP_URL names no host');
    if (!smtp.port) problems.push('SMTP_URL names no port (e.g. smtps://user:password@smtp.example:465)');
    if (!standIn && (!smtp.username || !smtp.password))
      problems.push('SMTP_URL has no user and password: a production mail server wants credentials');
  }
  if (!env.MAIL_FROM || env.MAIL_FROM === declaredDefault('MAIL_FROM'))
    problems.push('MAIL_FROM is not set: KYC1 codes must come from an address on your domain (SPF, DKIM)');
  return problems;
}

function operatorProblems(config: Config): string[] {
  if (config.operatorAddresses.length === 0)
    return ['OPERATOR_ADDRESSES is required on chain 56: the wallets that sign in to the operator console'];
  const known = new Set(ANVIL_ACCOUNTS.map((a) => a.toLowerCase()));
  const anvil = config.operatorAddresses.filter((a) => known.has(a.toLowerCase()));
  return anvil.length > 0
    ? [`OPERATOR_ADDRESSES holds anvil's well-known accounts, whose keys are public: ${anvil.join(', ')}`]
    : [];
}

/** docs/rules.md "Deposits and payouts at finality": the finalized tag, and the depths of SPEC's BSC. */
function finalityProblems(config: Config): string[] {
  const problems: string[] = [];
  const { money } = config;
  if (!money.useFinalizedTag) problems.push('CHAIN_FINALITY must be finalized on chain 56');
  if (money.depositConfirmations < BSC_DEPOSIT_CONFIRMATIONS)
    problems.push(
      `DEPOSIT_CONFIRMATIONS must be at least ${BSC_DEPOSIT_CONFIRMATIONS} on chain 56 (got ${money.depositConfirmations})`,
    );
  if (money.payoutFinalConfirmations < BSC_PAYOUT_FINAL_CONFIRMATIONS)
    problems.push(
      `PAYOUT_FINAL_CONFIRMATIONS must be at least ${BSC_PAYOUT_FINAL_CONFIRMATIONS} on chain 56 (got ${money.payoutFinalConfirmations})`,
    );
  return problems;
}

/** docs/launch.md "Infrastructure": PostgreSQL, Redis, two RPCs, and an RPC for browsers of its own. */
function infrastructureProblems(config: Config, env: Env, standIn: boolean): string[] {
  const problems: string[] = [];
  if (!config.databaseUrl)
    problems.push('DATABASE_URL is required on chain 56 (the embedded PGlite is for the local mode)');
  if (!config.redisUrl)
    problems.push('REDIS_URL is required on chain 56 (rate limits shared by the replicas)');
  if (!standIn && (config.chainRpcUrls?.length ?? 0) < 2)
    problems.push(
      'CHAIN_RPC_URLS must list two or more RPCs on chain 56, so one failing does not stop deposits and payouts',
    );
  // The server's RPCs may carry a provider's key in their URL; browsers get one of their own.
  if (!standIn && !env.CHAIN_PUBLIC_RPC_URL)
    problems.push(
      "CHAIN_PUBLIC_RPC_URL is required on chain 56: browsers must not be handed the server's RPC",
    );
  return problems;
}

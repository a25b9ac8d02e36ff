// The parts of `loadConfig` (env.ts) that read a group of variables each, adding to `problems`.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ANVIL_ACCOUNTS } from '@woohoo/shared/dev-accounts';
import { type Address, getAddress, isAddress } from 'viem';
import type { Pkcs11Settings } from '../keys/pkcs11-token';
import type { Config, ContractAddressConfig } from './config-types';
import { readFileFact, secretFileFactProblem, thisProcess } from './file-facts';
import { declaredDefault } from './settings';

export type Env = Record<string, string | undefined>;

export const CONTRACT_VARS = {
  usdt: 'USDT_ADDRESS',
  bhc: 'BHC_ADDRESS',
  woohoo: 'WOOHOO_ADDRESS',
  recharge: 'RECHARGE_ADDRESS',
  funding: 'FUNDING_ADDRESS',
  // The custody layout (DESIGN "Custody (real money)"): who owns the contracts and pays withdrawals.
  payouts: 'PAYOUTS_ADDRESS',
  timelock: 'TIMELOCK_ADDRESS',
  safe: 'SAFE_ADDRESS',
} as const;

/** Our decision: on the local chain the dev wallet's account 9 is the operator, so `npm start` has one. */
export const LOCAL_OPERATOR = ANVIL_ACCOUNTS[9];
/**
 * Our decision: and anvil's account 0 (which the dev wallet does not offer users) a second one, so
 * four-eyes can be walked through locally (docs/rules.md "Operators, the audit and balance adjustments").
 */
export const LOCAL_SECOND_OPERATOR = ANVIL_ACCOUNTS[0];

export function readOperatorAddresses(env: Env, local: boolean, problems: string[]): string[] {
  const listed = (env.OPERATOR_ADDRESSES ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a.length > 0);
  if (listed.length === 0) return local ? [LOCAL_OPERATOR, LOCAL_SECOND_OPERATOR] : [];
  const bad = listed.filter((a) => !isAddress(a, { strict: false }));
  if (bad.length > 0) problems.push(`OPERATOR_ADDRESSES holds what is not an address: ${bad.join(', ')}`);
  const addresses = [
    ...new Set(listed.filter((a) => isAddress(a, { strict: false })).map((a) => getAddress(a))),
  ];
  // Anvil's published accounts are refused as operators on chain 56 by the preflight (preflight.ts).
  return addresses;
}

/**
 * OPERATOR_LISTEN_PORT and OPERATOR_LISTEN_HOST (default 127.0.0.1): the listener that alone serves
 * the operator routes when set (docs/rules.md "Operators, the audit and balance adjustments").
 */
export function readOperatorListen(
  env: Env,
  publicPort: number,
  problems: string[],
): { host: string; port: number } | undefined {
  const raw = env.OPERATOR_LISTEN_PORT;
  if (raw === undefined || raw === '') {
    if (env.OPERATOR_LISTEN_HOST) problems.push('OPERATOR_LISTEN_HOST needs OPERATOR_LISTEN_PORT');
    return undefined;
  }
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`OPERATOR_LISTEN_PORT must be an integer from 0 to 65535 (got "${raw}")`);
    return undefined;
  }
  if (port !== 0 && port === publicPort) problems.push('OPERATOR_LISTEN_PORT must differ from PORT');
  return { host: env.OPERATOR_LISTEN_HOST || '127.0.0.1', port };
}

/**
 * PUBLIC_ORIGIN (docs/rules.md "Sign-in"): the one origin users reach the site at, which every
 * sign-in message must name. Locally it defaults to the address the server listens on (0.0.0.0
 * and :: read as 127.0.0.1, the README's URL); on chain 56 the preflight requires it, on https
 * (preflight.ts). Never taken from a request's headers.
 */
export function readPublicOrigin(
  env: Env,
  listen: { host: string; port: number },
  problems: string[],
): string {
  const raw = env.PUBLIC_ORIGIN;
  if (!raw) return localOrigin(listen.host, listen.port);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(`PUBLIC_ORIGIN is not a valid URL (got "${raw}")`);
    return localOrigin(listen.host, listen.port);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    problems.push('PUBLIC_ORIGIN must use https: or http:');
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    problems.push(`PUBLIC_ORIGIN must be an origin only, scheme://host[:port] (got "${raw}")`);
  return url.origin;
}

/** The origin of the address the server listens on; port 0 is resolved once it listens (app.ts). */
export function localOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return new URL(`http://${name.includes(':') ? `[${name}]` : name}:${port}`).origin;
}

/** CHAIN_RPC_URLS (comma separated, ranked) or CHAIN_RPC_URL (one); undefined when neither is set. */
export function readRpcUrls(env: Env, problems: string[]): string[] | undefined {
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

export function readMail(
  env: Env,
  local: boolean,
  smtpUrl: string | undefined,
  problems: string[],
): Config['mail'] {
  const from = env.MAIL_FROM || (declaredDefault('MAIL_FROM') ?? '');
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

export function readContracts(env: Env, problems: string[]): ContractAddressConfig | undefined {
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

/** Why a secret file cannot be used, or undefined (file-facts.ts), as the PIN of an HSM. */
export function secretFileProblem(name: string, file: string): string | undefined {
  return secretFileFactProblem(name, file, readFileFact(file), thisProcess());
}

/** The token of TREASURY_SIGNER=pkcs11: PKCS11_LIBRARY, PKCS11_TOKEN_LABEL, PKCS11_PIN_FILE. */
export function readPkcs11Token(
  env: Env,
  problems: string[],
  also: readonly string[] = [],
): Omit<Pkcs11Settings, 'keyLabel'> | undefined {
  const missing = ['PKCS11_LIBRARY', 'PKCS11_TOKEN_LABEL', 'PKCS11_PIN_FILE', ...also].filter(
    (name) => !env[name],
  );
  if (missing.length > 0) problems.push(`TREASURY_SIGNER=pkcs11 needs ${missing.join(', ')}`);
  const library = env.PKCS11_LIBRARY ? resolve(env.PKCS11_LIBRARY) : undefined;
  if (library && !existsSync(library)) problems.push(`PKCS11_LIBRARY (${library}) does not exist`);
  const pinFile = env.PKCS11_PIN_FILE ? resolve(env.PKCS11_PIN_FILE) : undefined;
  const pinProblem = pinFile ? secretFileProblem('PKCS11_PIN_FILE', pinFile) : undefined;
  if (pinProblem) problems.push(pinProblem);
  const tokenLabel = env.PKCS11_TOKEN_LABEL;
  return library && tokenLabel && pinFile ? { library, tokenLabel, pinFile } : undefined;
}

/** The PKCS11_* settings of TREASURY_SIGNER=pkcs11 (README "The treasury key in an HSM"). */
export function readPkcs11(env: Env, problems: string[]): Pkcs11Settings | undefined {
  const token = readPkcs11Token(env, problems, ['PKCS11_KEY_LABEL']);
  const keyLabel = env.PKCS11_KEY_LABEL;
  return token && keyLabel ? { ...token, keyLabel } : undefined;
}

/** TREASURY_ADDRESS: the treasury's address, for the processes that never load its key. */
export function readTreasuryAddress(env: Env, problems: string[]): Address | undefined {
  const raw = env.TREASURY_ADDRESS;
  if (!raw) return undefined;
  if (isAddress(raw, { strict: false })) return getAddress(raw);
  problems.push('TREASURY_ADDRESS is not an address');
  return undefined;
}

/**
 * COLD_WALLET_ADDRESS: where the payout worker sweeps the hot wallet's excess above its float
 * (docs/rules.md "Hot float and sweeps"). Unset (undefined): the deployment's Safe
 * (`SAFE_ADDRESS`, or the local deployment's), see `coldWalletOf`; `none` (null): no sweeps (a
 * test cluster whose books count the hot wallet alone).
 */
export function readColdWalletAddress(env: Env, problems: string[]): Address | null | undefined {
  const raw = env.COLD_WALLET_ADDRESS;
  if (!raw) return undefined;
  if (raw === 'none') return null;
  if (isAddress(raw, { strict: false })) return getAddress(raw);
  problems.push('COLD_WALLET_ADDRESS is not an address');
  return undefined;
}

/** The cold wallet in force: the setting, else the deployment's Safe; none when set to `none`. */
export function coldWalletOf(
  setting: Address | null | undefined,
  safe: Address | undefined,
): Address | undefined {
  if (setting === null) return undefined;
  return setting ?? safe;
}

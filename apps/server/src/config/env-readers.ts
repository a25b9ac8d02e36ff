// The parts of `loadConfig` (env.ts) that read a group of variables each, adding to `problems`.
import { ANVIL_ACCOUNTS } from '@woohoo/shared/dev-accounts';
import { getAddress, isAddress } from 'viem';
import type { Config, ContractAddressConfig } from './config-types';

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

export function readOperatorAddresses(env: Env, local: boolean, problems: string[]): string[] {
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

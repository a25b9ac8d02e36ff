import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Address, getAddress, type Hex, isAddress } from 'viem';
import type { ContractAddresses } from '../../src-ts/addresses';

/** BNB Smart Chain mainnet: never with test tokens. */
const BSC_MAINNET = 56;

/** Where a deployment is written and which chain it is on: what the post-deploy check needs too. */
export type DeploymentTarget = {
  rpcUrl: string;
  chainId: number;
  /** `<DEPLOY_OUT_DIR>/deployment-<chainId>.json`; its verification files go beside it. */
  deploymentFile: string;
};

export type DeployConfig = DeploymentTarget & {
  deployerKey: Hex;
  /** Owns Recharge, Funding and LiabilitiesRoots; the deployer when unset. */
  owner?: Address;
  /** Existing tokens; unset with DEPLOY_TEST_TOKENS=true, which deploys TestTokens instead. */
  tokens?: Pick<ContractAddresses, 'usdt' | 'bhc' | 'woohoo'>;
  /** Each receives test tokens (only with DEPLOY_TEST_TOKENS=true). */
  testTokenMintTo: Address[];
  /** Receives recharges; the owner when unset. */
  rechargeRecipient?: Address;
  /** Given: LiabilitiesRoots is deployed with this account as its publisher. */
  liabilitiesPublisher?: Address;
};

type Env = Readonly<Record<string, string | undefined>>;

/** The deploy's settings from the environment; throws with every problem found, not only the first. */
export function readDeployConfig(env: Env, cwd: string): DeployConfig {
  const problems: string[] = [];
  const target = readTarget(env, cwd, problems);
  const address = (name: string) => optionalAddress(env, name, problems);
  const testTokens = env.DEPLOY_TEST_TOKENS === 'true';
  const tokenNames = ['USDT_ADDRESS', 'BHC_ADDRESS', 'WOOHOO_ADDRESS'] as const;
  const [usdt, bhc, woohoo] = tokenNames.map(address);
  if (testTokens && target.chainId === BSC_MAINNET)
    problems.push('DEPLOY_TEST_TOKENS is refused on chain 56');
  if (testTokens && tokenNames.some((name) => env[name])) {
    problems.push('give either the token addresses or DEPLOY_TEST_TOKENS=true, not both');
  }
  if (!testTokens && !(usdt && bhc && woohoo)) {
    problems.push(
      'USDT_ADDRESS, BHC_ADDRESS and WOOHOO_ADDRESS are required (or DEPLOY_TEST_TOKENS=true off chain 56)',
    );
  }
  const testTokenMintTo = (env.TEST_TOKEN_MINT_TO ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (!testTokens && testTokenMintTo.length > 0)
    problems.push('TEST_TOKEN_MINT_TO needs DEPLOY_TEST_TOKENS=true');
  for (const entry of testTokenMintTo.filter((candidate) => !isAddress(candidate))) {
    problems.push(`TEST_TOKEN_MINT_TO: ${entry} is not an address`);
  }
  const config: DeployConfig = {
    ...target,
    deployerKey: readKeyFile(env.DEPLOYER_KEY_FILE, problems),
    owner: address('OWNER_ADDRESS'),
    tokens: usdt && bhc && woohoo ? { usdt, bhc, woohoo } : undefined,
    testTokenMintTo: testTokenMintTo.filter((entry) => isAddress(entry)).map((entry) => getAddress(entry)),
    rechargeRecipient: address('RECHARGE_RECIPIENT'),
    liabilitiesPublisher: address('LIABILITIES_PUBLISHER_ADDRESS'),
  };
  if (problems.length > 0)
    throw new Error(`the deploy's environment is not usable:\n  - ${problems.join('\n  - ')}`);
  return config;
}

/** The post-deploy check's settings: CHAIN_RPC_URL, CHAIN_ID and DEPLOY_OUT_DIR, as the deploy had them. */
export function readDeploymentTarget(env: Env, cwd: string): DeploymentTarget {
  const problems: string[] = [];
  const target = readTarget(env, cwd, problems);
  if (problems.length > 0) throw new Error(`the environment is not usable:\n  - ${problems.join('\n  - ')}`);
  return target;
}

function readTarget(env: Env, cwd: string, problems: string[]): DeploymentTarget {
  const rpcUrl = env.CHAIN_RPC_URL ?? '';
  if (!/^(https?|wss?):\/\//.test(rpcUrl)) problems.push('CHAIN_RPC_URL must be an http(s) or ws(s) URL');
  const chainId = Number(env.CHAIN_ID);
  // Required, never defaulted: a deploy must not land on a chain nobody named.
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    problems.push('CHAIN_ID must be a positive integer (97, 56)');
  const outDir = resolve(cwd, env.DEPLOY_OUT_DIR || 'deployments');
  return { rpcUrl, chainId, deploymentFile: join(outDir, `deployment-${chainId}.json`) };
}

function optionalAddress(env: Env, name: string, problems: string[]): Address | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  if (!isAddress(value)) {
    problems.push(`${name} is not an address`);
    return undefined;
  }
  return getAddress(value);
}

/** A private key file as TREASURY_KEY_FILE holds it: `0x` and 64 hex digits. */
function readKeyFile(file: string | undefined, problems: string[]): Hex {
  if (!file) {
    problems.push("DEPLOYER_KEY_FILE is required (a file holding the deploying account's private key, 0x…)");
    return '0x';
  }
  if (!existsSync(file)) {
    problems.push(`DEPLOYER_KEY_FILE: ${file} does not exist`);
    return '0x';
  }
  const key = readFileSync(file, 'utf8').trim();
  if (!/^0x[0-9a-fA-F]{64}$/.test(key)) {
    problems.push(`DEPLOYER_KEY_FILE: ${file} does not hold a private key (0x and 64 hex digits)`);
    return '0x';
  }
  return key as Hex;
}

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Address, getAddress, type Hex, isAddress, isAddressEqual } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import type { ContractAddresses } from '../../src-ts/addresses';
import type { SafeChoice } from '../../src-ts/deploy-custody';
import { safeSetupProblems } from '../../src-ts/safe/safe-setup-problems';

/** BNB Smart Chain mainnet: never with test tokens. */
const BSC_MAINNET = 56;
/** TIMELOCK_DELAY_SEC unless given: 48 h for users to see a change coming and leave first. */
export const DEFAULT_TIMELOCK_DELAY_SEC = 172_800;
/** The shortest delay accepted on chain 56: a day (DESIGN "Custody (real money)"). */
export const MIN_MAINNET_TIMELOCK_DELAY_SEC = 86_400;

/** Where a deployment is written and which chain it is on: what the post-deploy check needs too. */
export type DeploymentTarget = {
  rpcUrl: string;
  chainId: number;
  /** `<DEPLOY_OUT_DIR>/deployment-<chainId>.json`; its verification files go beside it. */
  deploymentFile: string;
};

export type DeployConfig = DeploymentTarget & {
  deployerKey: Hex;
  /** SAFE_ADDRESS (an existing Safe), or SAFE_OWNERS and SAFE_THRESHOLD (a new one; never on 56). */
  safe: SafeChoice;
  /** HOT_WALLET_ADDRESS: the server's treasury; recharge recipient, rewarder and payer, nothing else. */
  hotWallet: Address;
  /** TIMELOCK_DELAY_SEC, 48 h unless given; at least 24 h on chain 56. */
  timelockDelaySec: number;
  /** GUARDIAN_ADDRESS: may pause Funding and Recharge; the Safe alone when unset. */
  guardian?: Address;
  /** Existing tokens; unset with DEPLOY_TEST_TOKENS=true, which deploys TestTokens instead. */
  tokens?: Pick<ContractAddresses, 'usdt' | 'bhc' | 'woohoo'>;
  /** Each receives test tokens (only with DEPLOY_TEST_TOKENS=true). */
  testTokenMintTo: Address[];
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
  const deployerKey = readKeyFile(env.DEPLOYER_KEY_FILE, problems);
  const custody = readCustody(env, target.chainId, deployerKey, problems);
  const config: DeployConfig = {
    ...target,
    deployerKey,
    ...custody,
    tokens: usdt && bhc && woohoo ? { usdt, bhc, woohoo } : undefined,
    testTokenMintTo: testTokenMintTo.filter((entry) => isAddress(entry)).map((entry) => getAddress(entry)),
    liabilitiesPublisher: address('LIABILITIES_PUBLISHER_ADDRESS'),
  };
  if (config.liabilitiesPublisher && isAddressEqual(config.liabilitiesPublisher, custody.hotWallet)) {
    problems.push('LIABILITIES_PUBLISHER_ADDRESS must be a key of its own, not HOT_WALLET_ADDRESS');
  }
  if (problems.length > 0)
    throw new Error(`the deploy's environment is not usable:\n  - ${problems.join('\n  - ')}`);
  return config;
}

type Custody = Pick<DeployConfig, 'safe' | 'hotWallet' | 'timelockDelaySec' | 'guardian'>;

/**
 * The custody settings (DESIGN "Custody (real money)"): the Safe, the hot wallet, the timelock's
 * delay and the guardian. The hot wallet may be neither the deployer nor a Safe owner given here
 * (an existing Safe's owners are read from the chain before anything is sent).
 */
function readCustody(env: Env, chainId: number, deployerKey: Hex, problems: string[]): Custody {
  const address = (name: string) => optionalAddress(env, name, problems);
  for (const gone of ['OWNER_ADDRESS', 'RECHARGE_RECIPIENT']) {
    if (env[gone])
      problems.push(
        `${gone} is gone: the timelock owns the contracts, HOT_WALLET_ADDRESS receives recharges`,
      );
  }
  const hotWallet = address('HOT_WALLET_ADDRESS');
  if (!env.HOT_WALLET_ADDRESS)
    problems.push("HOT_WALLET_ADDRESS is required (the server treasury's address)");
  const safe = readSafeChoice(env, chainId, problems);
  const guardian = address('GUARDIAN_ADDRESS');
  if (hotWallet) {
    const deployer = deployerKey === '0x' ? undefined : privateKeyToAddress(deployerKey);
    if (deployer && isAddressEqual(deployer, hotWallet)) {
      problems.push(
        'HOT_WALLET_ADDRESS must not be the deployer: the deploying key is used once and retired',
      );
    }
    if (safe && 'safeOwners' in safe && safe.safeOwners.some((owner) => isAddressEqual(owner, hotWallet))) {
      problems.push('HOT_WALLET_ADDRESS must not be one of SAFE_OWNERS');
    }
    if (guardian && isAddressEqual(guardian, hotWallet)) {
      problems.push('GUARDIAN_ADDRESS must not be HOT_WALLET_ADDRESS: the hot key holds only its two roles');
    }
  }
  return {
    safe: safe ?? { safe: '0x' },
    hotWallet: hotWallet ?? '0x',
    timelockDelaySec: readTimelockDelay(env, chainId, problems),
    guardian,
  };
}

function readSafeChoice(env: Env, chainId: number, problems: string[]): SafeChoice | undefined {
  const safe = optionalAddress(env, 'SAFE_ADDRESS', problems);
  const ownersGiven = Boolean(env.SAFE_OWNERS?.trim() || env.SAFE_THRESHOLD?.trim());
  if (env.SAFE_ADDRESS && ownersGiven) {
    problems.push('give either SAFE_ADDRESS or SAFE_OWNERS and SAFE_THRESHOLD, not both');
    return undefined;
  }
  if (env.SAFE_ADDRESS) return safe ? { safe } : undefined;
  if (!ownersGiven) {
    problems.push(
      'SAFE_ADDRESS (or, off chain 56, SAFE_OWNERS and SAFE_THRESHOLD for a new Safe) is required',
    );
    return undefined;
  }
  // On 56 the owners create the Safe in Safe's own app, on Safe's canonical contracts, and the deploy
  // checks it: the deploy never puts Safe's contracts on the mainnet itself.
  if (chainId === BSC_MAINNET) {
    problems.push(
      'SAFE_OWNERS is refused on chain 56: create the Safe in Safe{Wallet} and give SAFE_ADDRESS',
    );
    return undefined;
  }
  const listed = (env.SAFE_OWNERS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const threshold = Number(env.SAFE_THRESHOLD);
  const setupProblems = safeSetupProblems({ owners: listed as Address[], threshold });
  for (const problem of setupProblems) problems.push(`SAFE_OWNERS / SAFE_THRESHOLD: ${problem}`);
  if (setupProblems.length > 0) return undefined;
  return { safeOwners: listed.map((owner) => getAddress(owner)), safeThreshold: threshold };
}

/**
 * TIMELOCK_DELAY_SEC: 48 h unless given, at least 24 h on chain 56. The rehearsal alone, whose
 * chain-56 stand-in runs for minutes, sets REHEARSAL_SHORT_TIMELOCK=true to go below it.
 */
function readTimelockDelay(env: Env, chainId: number, problems: string[]): number {
  const raw = env.TIMELOCK_DELAY_SEC?.trim();
  const delay = raw ? Number(raw) : DEFAULT_TIMELOCK_DELAY_SEC;
  if (!Number.isSafeInteger(delay) || delay < 0) {
    problems.push('TIMELOCK_DELAY_SEC must be a whole number of seconds');
    return DEFAULT_TIMELOCK_DELAY_SEC;
  }
  const rehearsal = env.REHEARSAL_SHORT_TIMELOCK === 'true';
  if (chainId === BSC_MAINNET && delay < MIN_MAINNET_TIMELOCK_DELAY_SEC && !rehearsal) {
    problems.push(
      `TIMELOCK_DELAY_SEC ${delay} is refused on chain 56: at least ${MIN_MAINNET_TIMELOCK_DELAY_SEC} (24 h)`,
    );
  }
  return delay;
}

/** CHAIN_RPC_URL, CHAIN_ID and DEPLOY_OUT_DIR alone: where a recorded deployment is (npm run safe). */
export function readChainTarget(env: Env, cwd: string): DeploymentTarget {
  const problems: string[] = [];
  const target = readTarget(env, cwd, problems);
  if (problems.length > 0) throw new Error(`the environment is not usable:\n  - ${problems.join('\n  - ')}`);
  return target;
}

/** What the post-deploy check needs: the deploy's target and whom the hot wallet and guardian are. */
export type CheckTarget = DeploymentTarget & { hotWallet: Address; guardian?: Address };

/**
 * The post-deploy check's settings: CHAIN_RPC_URL, CHAIN_ID, DEPLOY_OUT_DIR, HOT_WALLET_ADDRESS and
 * GUARDIAN_ADDRESS, as the deploy had them.
 */
export function readDeploymentTarget(env: Env, cwd: string): CheckTarget {
  const problems: string[] = [];
  const target = readTarget(env, cwd, problems);
  const hotWallet = optionalAddress(env, 'HOT_WALLET_ADDRESS', problems);
  if (!env.HOT_WALLET_ADDRESS)
    problems.push('HOT_WALLET_ADDRESS is required: the check reads its roles back');
  const guardian = optionalAddress(env, 'GUARDIAN_ADDRESS', problems);
  if (problems.length > 0 || !hotWallet)
    throw new Error(`the environment is not usable:\n  - ${problems.join('\n  - ')}`);
  return { ...target, hotWallet, ...(guardian ? { guardian } : {}) };
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

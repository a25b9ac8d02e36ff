import type { BtcChainInfo } from './btc-provider';

/**
 * Our `btcNetwork` values (SPEC 3), what the session stores: Bitcoin mainnet, a Bitcoin test
 * network (testnet3, testnet4 or signet: UniSat counts all three as "testnet"), or `other` for
 * a chain that is not Bitcoin (Fractal Bitcoin and whatever UniSat adds next). The session holds
 * '' until the network has been read.
 */
export type BtcNetwork = 'mainnet' | 'testnet' | 'other';

/** The two networks a user can switch to. */
export type BtcSwitchTarget = Exclude<BtcNetwork, 'other'>;

const CHAIN_NETWORKS: Readonly<Record<string, BtcSwitchTarget>> = {
  BITCOIN_MAINNET: 'mainnet',
  BITCOIN_TESTNET: 'testnet',
  BITCOIN_TESTNET4: 'testnet',
  BITCOIN_SIGNET: 'testnet',
};

/** UniSat's older network names (`getNetwork()`, `networkChanged`). */
const LEGACY_NETWORKS: Readonly<Record<string, BtcSwitchTarget>> = {
  livenet: 'mainnet',
  mainnet: 'mainnet',
  testnet: 'testnet',
};

/**
 * What switching asks for: `switchChain` takes a chain enum, the older `switchNetwork` a network
 * name. Testnet is testnet3 (`BITCOIN_TESTNET`), the one `switchNetwork('testnet')` also gives,
 * so both calls land on the same network.
 */
export const BTC_SWITCH_TARGETS: Readonly<Record<BtcSwitchTarget, { chain: string; network: string }>> = {
  mainnet: { chain: 'BITCOIN_MAINNET', network: 'livenet' },
  testnet: { chain: 'BITCOIN_TESTNET', network: 'testnet' },
};

/** Whether a stored value is one of ours (the session may hold '' or a value from an older build). */
export function isBtcNetwork(value: unknown): value is BtcNetwork {
  return value === 'mainnet' || value === 'testnet' || value === 'other';
}

function isChainInfo(value: unknown): value is BtcChainInfo {
  return (
    typeof value === 'object' && value !== null && typeof (value as { enum?: unknown }).enum === 'string'
  );
}

/** A chain enum such as `BITCOIN_MAINNET` or `FRACTAL_BITCOIN_MAINNET` (upper case and underscores). */
function isChainEnum(value: string): boolean {
  return /^[A-Z][A-Z0-9_]*$/.test(value);
}

/** `getChain()`'s answer as our network; undefined when it is not a chain at all. */
export function networkFromChain(chain: unknown): BtcNetwork | undefined {
  if (!isChainInfo(chain) || chain.enum === '') return undefined;
  return CHAIN_NETWORKS[chain.enum] ?? 'other';
}

/** `getNetwork()`'s answer ('livenet' or 'testnet') as our network; undefined when it is not a name. */
export function networkFromLegacyName(name: unknown): BtcNetwork | undefined {
  if (typeof name !== 'string' || name === '') return undefined;
  return LEGACY_NETWORKS[name.toLowerCase()] ?? 'other';
}

/**
 * What a `networkChanged` or `chainChanged` event carried, as our network: a chain object, a
 * chain enum or a network name, depending on the wallet's version. Undefined when unreadable.
 */
export function networkFromEventPayload(payload: unknown): BtcNetwork | undefined {
  if (typeof payload === 'string') {
    return isChainEnum(payload) ? networkFromChain({ enum: payload }) : networkFromLegacyName(payload);
  }
  return networkFromChain(payload);
}

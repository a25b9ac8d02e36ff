/** A chain as UniSat's `getChain()`, `switchChain()` and `chainChanged` give it. */
export type BtcChainInfo = { enum: string; name?: string; network?: string };

type Listener = (...args: unknown[]) => void;

/**
 * The UniSat-style Bitcoin provider, as far as this app uses it (SPEC 7: get the network, get
 * or request accounts, switch networks). Only `requestAccounts` is required: older versions
 * lack `getChain`/`switchChain`, other wallets that mimic UniSat lack more.
 */
export type BtcProvider = {
  requestAccounts: () => Promise<unknown>;
  getAccounts?: () => Promise<unknown>;
  getChain?: () => Promise<unknown>;
  getNetwork?: () => Promise<unknown>;
  switchChain?: (chain: string) => Promise<unknown>;
  switchNetwork?: (network: string) => Promise<unknown>;
  on?: (event: string, listener: Listener) => unknown;
  removeListener?: (event: string, listener: Listener) => unknown;
  off?: (event: string, listener: Listener) => unknown;
};

/**
 * Where UniSat-style wallets put their provider, best first. Other Bitcoin wallets also claim
 * `window.unisat` to be found by sites written for UniSat, so the extension's own
 * `unisat_wallet` goes first.
 */
export const BTC_PROVIDER_SLOTS = ['unisat_wallet', 'unisat'] as const;

export type BtcProviderSlot = (typeof BTC_PROVIDER_SLOTS)[number];

function isBtcProvider(value: unknown): value is BtcProvider {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { requestAccounts?: unknown }).requestAccounts === 'function'
  );
}

/**
 * The Bitcoin provider the page was given, or undefined. A slot holding something that is not a
 * provider is skipped rather than trusted. `host` is the window (globalThis by default, which
 * has no provider outside a browser).
 */
export function findBtcProvider(host: object = globalThis): BtcProvider | undefined {
  for (const slot of BTC_PROVIDER_SLOTS) {
    const candidate: unknown = (host as Partial<Record<BtcProviderSlot, unknown>>)[slot];
    if (isBtcProvider(candidate)) return candidate;
  }
  return undefined;
}

import type { BtcProvider } from '../lib/btc-wallet/btc-provider';

type Listener = (...args: unknown[]) => void;
type Method = Exclude<keyof BtcProvider, 'requestAccounts'>;

export type FakeBtcProvider = BtcProvider & {
  /** Every call the app made, by name, in order. */
  calls: string[];
  /** What the wallet holds: its account, whether the site may see it, its chain enum. */
  state: { address: string; authorised: boolean; chain: string };
  /** Sends an event to the listeners, as the wallet does. */
  emit: (event: string, payload: unknown) => void;
  listenerCount: (event: string) => number;
};

/**
 * A UniSat-style provider in memory (STYLE "Tests": makeX(overrides)): it starts on `chain`,
 * shares `address` once asked (or at once when `authorised`), switches when asked. `without`
 * removes calls, as older or imitating wallets lack them; `overrides` replaces calls.
 */
export function makeFakeBtcProvider(
  options: Partial<FakeBtcProvider['state']> & { without?: readonly Method[] } = {},
  overrides: Partial<BtcProvider> = {},
): FakeBtcProvider {
  const { without = [], ...initial } = options;
  const state = {
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    authorised: false,
    chain: 'BITCOIN_MAINNET',
    ...initial,
  };
  const listeners = new Map<string, Set<Listener>>();
  const calls: string[] = [];
  const chainInfo = () => ({ enum: state.chain, name: state.chain, network: legacyName() });
  const legacyName = () => (state.chain.endsWith('MAINNET') ? 'livenet' : 'testnet');
  const provider: FakeBtcProvider = {
    calls,
    state,
    async requestAccounts() {
      calls.push('requestAccounts');
      state.authorised = true;
      return [state.address];
    },
    async getAccounts() {
      calls.push('getAccounts');
      return state.authorised ? [state.address] : [];
    },
    async getChain() {
      calls.push('getChain');
      return chainInfo();
    },
    async getNetwork() {
      calls.push('getNetwork');
      return legacyName();
    },
    async switchChain(chain: string) {
      calls.push(`switchChain:${chain}`);
      state.chain = chain;
      return chainInfo();
    },
    async switchNetwork(network: string) {
      calls.push(`switchNetwork:${network}`);
      state.chain = network === 'livenet' ? 'BITCOIN_MAINNET' : 'BITCOIN_TESTNET';
      return network;
    },
    on(event: string, listener: Listener) {
      listeners.set(event, new Set([...(listeners.get(event) ?? []), listener]));
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
    ...overrides,
  };
  for (const method of without) delete provider[method];
  return provider;
}

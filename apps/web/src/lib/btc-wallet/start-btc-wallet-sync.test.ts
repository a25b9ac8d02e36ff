import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession } from '../../testing/factories';
import { type FakeBtcProvider, makeFakeBtcProvider } from '../../testing/fake-btc-provider';
import type { SessionState } from '../session/session-state';
import { startBtcWalletSync } from './start-btc-wallet-sync';

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const FIRST = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const SECOND = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';

/** A session store in memory and a reload that only counts. */
function startWith(provider: FakeBtcProvider, initial: Partial<SessionState>) {
  let session = makeSession(initial);
  const reload = vi.fn();
  const stop = startBtcWalletSync({
    provider,
    getSession: () => session,
    updateSession: (transition) => {
      session = transition(session);
    },
    reload,
  });
  return { session: () => session, reload, stop };
}

const signedIn = {
  address: EVM,
  usermsg: { token: 'token', pid: '' },
  btcAddress: FIRST,
  btcNetwork: 'mainnet',
};

/** Lets the sync's pending wallet calls settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('startBtcWalletSync (SPEC 4)', () => {
  it('on an account change stores the new address, clears the session and reloads once', async () => {
    const provider = makeFakeBtcProvider({ address: FIRST, authorised: true });
    const sync = startWith(provider, signedIn);
    await settle();
    provider.emit('accountsChanged', [SECOND]);
    expect(sync.session()).toMatchObject({
      btcAddress: SECOND,
      btcNetwork: 'mainnet',
      address: '',
      usermsg: { token: '', pid: '' },
    });
    expect(sync.reload).toHaveBeenCalledTimes(1);
    provider.emit('accountsChanged', [FIRST]);
    expect(sync.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone when the wallet repeats the stored account', async () => {
    const provider = makeFakeBtcProvider({ address: FIRST, authorised: true });
    const sync = startWith(provider, signedIn);
    await settle();
    const before = sync.session();
    provider.emit('accountsChanged', [FIRST]);
    expect(sync.session()).toBe(before);
    expect(sync.reload).not.toHaveBeenCalled();
  });

  it('forgets the address, and only it, when the wallet locks', async () => {
    const provider = makeFakeBtcProvider({ address: FIRST, authorised: true });
    const sync = startWith(provider, signedIn);
    await settle();
    provider.emit('accountsChanged', []);
    expect(sync.session()).toMatchObject({ btcAddress: '', usermsg: { token: 'token' } });
    expect(sync.reload).not.toHaveBeenCalled();
  });

  it('on a network change asks the wallet for its chain and stores the network', async () => {
    const provider = makeFakeBtcProvider({ address: FIRST, authorised: true });
    const sync = startWith(provider, signedIn);
    await settle();
    provider.state.chain = 'BITCOIN_TESTNET';
    provider.emit('networkChanged', 'testnet');
    await settle();
    expect(sync.session().btcNetwork).toBe('testnet');
    // Fractal's mainnet announces itself as "livenet": the chain says what it really is.
    provider.state.chain = 'FRACTAL_BITCOIN_MAINNET';
    provider.emit('networkChanged', 'livenet');
    await settle();
    expect(sync.session().btcNetwork).toBe('other');
    expect(sync.session().usermsg.token).toBe('token');
    expect(sync.reload).not.toHaveBeenCalled();
  });

  it("keeps the event's network name when the wallet cannot be asked", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const provider = makeFakeBtcProvider({ without: ['getChain', 'getNetwork'] });
    const sync = startWith(provider, { btcNetwork: 'mainnet' });
    provider.emit('networkChanged', 'testnet');
    await settle();
    expect(sync.session().btcNetwork).toBe('testnet');
  });

  it('takes a chainChanged chain as it comes', async () => {
    const provider = makeFakeBtcProvider();
    const sync = startWith(provider, {});
    provider.emit('chainChanged', { enum: 'BITCOIN_SIGNET', name: 'Bitcoin Signet', network: 'testnet' });
    await settle();
    expect(sync.session().btcNetwork).toBe('testnet');
    expect(provider.calls).toEqual([]);
  });

  it('catches up at start: an account changed while the page was away resets and reloads', async () => {
    const provider = makeFakeBtcProvider({ address: SECOND, authorised: true, chain: 'BITCOIN_TESTNET' });
    const sync = startWith(provider, signedIn);
    await settle();
    expect(sync.session()).toMatchObject({ btcAddress: SECOND, usermsg: { token: '' } });
    expect(sync.reload).toHaveBeenCalledTimes(1);
  });

  it('catches up at start: the same account keeps the session and refreshes the network', async () => {
    const provider = makeFakeBtcProvider({ address: FIRST, authorised: true, chain: 'BITCOIN_TESTNET4' });
    const sync = startWith(provider, signedIn);
    await settle();
    expect(sync.session()).toMatchObject({
      btcAddress: FIRST,
      btcNetwork: 'testnet',
      usermsg: { token: 'token' },
    });
    expect(sync.reload).not.toHaveBeenCalled();
  });

  it('does not ask the wallet at start when no Bitcoin address was connected', async () => {
    const provider = makeFakeBtcProvider({ authorised: true });
    startWith(provider, {});
    await settle();
    expect(provider.calls).toEqual([]);
  });

  it('stops listening when stopped', async () => {
    const provider = makeFakeBtcProvider({ address: FIRST, authorised: true });
    const sync = startWith(provider, signedIn);
    await settle();
    sync.stop();
    provider.emit('accountsChanged', [SECOND]);
    expect(sync.session().btcAddress).toBe(FIRST);
    expect(sync.reload).not.toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { makeFakeBtcProvider } from '../../testing/fake-btc-provider';
import { subscribeBtcWallet } from './subscribe-btc-wallet';

const EVENTS = ['accountsChanged', 'networkChanged', 'chainChanged'];

describe('subscribeBtcWallet', () => {
  it('passes account, network and chain events on, and stops on cleanup', () => {
    const provider = makeFakeBtcProvider();
    const onAccountsChanged = vi.fn();
    const onNetworkChanged = vi.fn();
    const stop = subscribeBtcWallet(provider, { onAccountsChanged, onNetworkChanged });

    provider.emit('accountsChanged', ['tb1qnew']);
    provider.emit('networkChanged', 'testnet');
    provider.emit('chainChanged', { enum: 'BITCOIN_TESTNET' });
    expect(onAccountsChanged).toHaveBeenCalledWith(['tb1qnew']);
    expect(onNetworkChanged).toHaveBeenNthCalledWith(1, 'testnet', 'networkChanged');
    expect(onNetworkChanged).toHaveBeenNthCalledWith(2, { enum: 'BITCOIN_TESTNET' }, 'chainChanged');

    stop();
    for (const event of EVENTS) expect(provider.listenerCount(event)).toBe(0);
    provider.emit('accountsChanged', ['tb1qlater']);
    expect(onAccountsChanged).toHaveBeenCalledTimes(1);
  });

  it('cleans up through off() where removeListener is missing', () => {
    const provider = makeFakeBtcProvider({ without: ['removeListener'] });
    const off = vi.fn();
    provider.off = off;
    subscribeBtcWallet(provider, { onAccountsChanged: vi.fn(), onNetworkChanged: vi.fn() })();
    expect(off.mock.calls.map(([event]) => event)).toEqual(EVENTS);
  });

  it('does nothing with a wallet that sends no events', () => {
    const provider = makeFakeBtcProvider({ without: ['on', 'removeListener'] });
    const stop = subscribeBtcWallet(provider, { onAccountsChanged: vi.fn(), onNetworkChanged: vi.fn() });
    expect(() => stop()).not.toThrow();
  });
});

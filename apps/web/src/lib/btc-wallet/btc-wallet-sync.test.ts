import { describe, expect, it } from 'vitest';
import { makeFakeBtcProvider } from '../../testing/fake-btc-provider';
import { getSession } from '../session/session-store';
import { ensureBtcWalletSync } from './btc-wallet-sync';

describe('ensureBtcWalletSync', () => {
  it('listens once however many ask, until the last one lets go', () => {
    const provider = makeFakeBtcProvider();
    const releaseShell = ensureBtcWalletSync(provider);
    const releaseCard = ensureBtcWalletSync(provider);
    expect(provider.listenerCount('accountsChanged')).toBe(1);
    releaseCard();
    releaseCard();
    expect(provider.listenerCount('accountsChanged')).toBe(1);
    releaseShell();
    expect(provider.listenerCount('accountsChanged')).toBe(0);
  });

  it('writes what the wallet says into the session store', () => {
    const provider = makeFakeBtcProvider();
    const release = ensureBtcWalletSync(provider);
    provider.emit('chainChanged', { enum: 'BITCOIN_TESTNET' });
    expect(getSession().btcNetwork).toBe('testnet');
    provider.emit('accountsChanged', ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx']);
    expect(getSession().btcAddress).toBe('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx');
    release();
  });

  it('moves to a new provider and drops the old one', () => {
    const first = makeFakeBtcProvider();
    const second = makeFakeBtcProvider();
    const releaseFirst = ensureBtcWalletSync(first);
    const releaseSecond = ensureBtcWalletSync(second);
    expect(first.listenerCount('networkChanged')).toBe(0);
    expect(second.listenerCount('networkChanged')).toBe(1);
    releaseFirst();
    expect(second.listenerCount('networkChanged')).toBe(1);
    releaseSecond();
    expect(second.listenerCount('networkChanged')).toBe(0);
  });
});

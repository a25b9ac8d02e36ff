import { describe, expect, it } from 'vitest';
import { expectsWallet } from './expects-wallet';

const none = { wagmiStore: null, sessionAddress: undefined, hasInjectedProvider: false };

describe('expectsWallet', () => {
  it('expects no wallet on a first visit without a wallet extension', () => {
    expect(expectsWallet(none)).toBe(false);
  });

  it('expects the wallet wagmi remembers as current', () => {
    const store = JSON.stringify({ state: { current: 'abc123', chainId: 31337 }, version: 2 });
    expect(expectsWallet({ ...none, wagmiStore: store })).toBe(true);
  });

  it('does not expect a wallet after a disconnect (no current connection)', () => {
    const store = JSON.stringify({ state: { current: null, chainId: 31337 }, version: 2 });
    expect(expectsWallet({ ...none, wagmiStore: store })).toBe(false);
  });

  it('ignores a wagmi store that is not JSON', () => {
    expect(expectsWallet({ ...none, wagmiStore: '{broken' })).toBe(false);
  });

  it('expects a wallet for a session that is signed in, and inside an in-app browser', () => {
    expect(expectsWallet({ ...none, sessionAddress: '0x1' })).toBe(true);
    expect(expectsWallet({ ...none, hasInjectedProvider: true })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { makeFakeBtcProvider } from '../../testing/fake-btc-provider';
import { findBtcProvider } from './btc-provider';

describe('findBtcProvider', () => {
  it('prefers window.unisat_wallet over window.unisat', () => {
    const own = makeFakeBtcProvider();
    const imitation = makeFakeBtcProvider();
    expect(findBtcProvider({ unisat: imitation, unisat_wallet: own })).toBe(own);
  });

  it('takes window.unisat when unisat_wallet is missing', () => {
    const provider = makeFakeBtcProvider();
    expect(findBtcProvider({ unisat: provider })).toBe(provider);
  });

  it('skips a slot that holds something other than a provider', () => {
    const provider = makeFakeBtcProvider();
    expect(findBtcProvider({ unisat_wallet: { getAccounts: () => [] }, unisat: provider })).toBe(provider);
    expect(findBtcProvider({ unisat_wallet: 'installed', unisat: null })).toBeUndefined();
  });

  it('finds nothing where no wallet injected one (and outside a browser)', () => {
    expect(findBtcProvider({})).toBeUndefined();
    expect(findBtcProvider()).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { btcCardState, btcSwitchTargets } from './btc-card-state';

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

describe('btcCardState', () => {
  it('says no wallet was found without a provider, whatever the session holds', () => {
    expect(btcCardState(false, ADDRESS, 'mainnet')).toEqual({ kind: 'none' });
  });

  it('asks to connect while the session has no Bitcoin address', () => {
    expect(btcCardState(true, '', 'mainnet')).toEqual({ kind: 'disconnected' });
  });

  it('shows the address and network, with the other network to switch to', () => {
    expect(btcCardState(true, ADDRESS, 'mainnet')).toEqual({
      kind: 'connected',
      address: ADDRESS,
      network: 'mainnet',
      targets: ['testnet'],
    });
  });

  it('treats a network it does not know as not read yet', () => {
    expect(btcCardState(true, ADDRESS, 'livenet')).toMatchObject({
      network: '',
      targets: ['mainnet', 'testnet'],
    });
  });
});

describe('btcSwitchTargets', () => {
  it('offers the other Bitcoin network, or both from another chain or an unknown one', () => {
    expect(btcSwitchTargets('mainnet')).toEqual(['testnet']);
    expect(btcSwitchTargets('testnet')).toEqual(['mainnet']);
    expect(btcSwitchTargets('other')).toEqual(['mainnet', 'testnet']);
    expect(btcSwitchTargets('')).toEqual(['mainnet', 'testnet']);
  });
});

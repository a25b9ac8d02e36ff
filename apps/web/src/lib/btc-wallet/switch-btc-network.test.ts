import { describe, expect, it } from 'vitest';
import { makeFakeBtcProvider } from '../../testing/fake-btc-provider';
import { switchBtcNetwork } from './switch-btc-network';

describe('switchBtcNetwork', () => {
  it('switches with switchChain and the Bitcoin chain enum', async () => {
    const provider = makeFakeBtcProvider({ chain: 'BITCOIN_MAINNET' });
    expect(await switchBtcNetwork(provider, 'testnet')).toBe('testnet');
    expect(await switchBtcNetwork(provider, 'mainnet')).toBe('mainnet');
    expect(provider.calls).toEqual(['switchChain:BITCOIN_TESTNET', 'switchChain:BITCOIN_MAINNET']);
  });

  it('falls back to switchNetwork with livenet or testnet where switchChain is missing', async () => {
    const provider = makeFakeBtcProvider({ chain: 'BITCOIN_TESTNET', without: ['switchChain', 'getChain'] });
    expect(await switchBtcNetwork(provider, 'mainnet')).toBe('mainnet');
    expect(provider.calls).toEqual(['switchNetwork:livenet', 'getNetwork']);
  });

  it("reads the network again when switchChain's answer is not a chain", async () => {
    const provider = makeFakeBtcProvider({ chain: 'BITCOIN_MAINNET' }, { switchChain: async () => null });
    provider.state.chain = 'BITCOIN_TESTNET';
    expect(await switchBtcNetwork(provider, 'testnet')).toBe('testnet');
    expect(provider.calls).toEqual(['getChain']);
  });

  it('does not try switchNetwork after switchChain fails: one prompt per tap', async () => {
    const rejection = { code: 4001 };
    const provider = makeFakeBtcProvider(
      {},
      {
        switchChain: async () => {
          throw rejection;
        },
      },
    );
    await expect(switchBtcNetwork(provider, 'testnet')).rejects.toBe(rejection);
    expect(provider.calls).toEqual([]);
  });

  it('throws a coded error when the wallet cannot switch at all', async () => {
    const provider = makeFakeBtcProvider({ without: ['switchChain', 'switchNetwork'] });
    await expect(switchBtcNetwork(provider, 'mainnet')).rejects.toMatchObject({ kind: 'noSwitchCall' });
  });
});

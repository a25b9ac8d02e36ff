import { describe, expect, it } from 'vitest';
import { makeFakeBtcProvider } from '../../testing/fake-btc-provider';
import { BtcWalletError } from './btc-wallet-error';
import { readBtcNetwork } from './read-btc-network';

describe('readBtcNetwork', () => {
  it('asks getChain and tells testnet4 and Fractal apart', async () => {
    const provider = makeFakeBtcProvider({ chain: 'BITCOIN_TESTNET4' });
    expect(await readBtcNetwork(provider)).toBe('testnet');
    expect(provider.calls).toEqual(['getChain']);
    provider.state.chain = 'FRACTAL_BITCOIN_MAINNET';
    expect(await readBtcNetwork(provider)).toBe('other');
  });

  it('falls back to getNetwork where getChain is missing', async () => {
    const provider = makeFakeBtcProvider({ chain: 'BITCOIN_TESTNET', without: ['getChain'] });
    expect(await readBtcNetwork(provider)).toBe('testnet');
    expect(provider.calls).toEqual(['getNetwork']);
  });

  it('falls back to getNetwork when getChain fails or answers nonsense', async () => {
    const failing = makeFakeBtcProvider(
      {},
      {
        getChain: async () => {
          throw new Error('getChain is not supported');
        },
      },
    );
    expect(await readBtcNetwork(failing)).toBe('mainnet');
    const nonsense = makeFakeBtcProvider({}, { getChain: async () => 'livenet' });
    expect(await readBtcNetwork(nonsense)).toBe('mainnet');
  });

  it("throws getChain's error when there is no getNetwork to fall back to", async () => {
    const cause = { code: -32603, message: 'internal' };
    const provider = makeFakeBtcProvider(
      { without: ['getNetwork'] },
      {
        getChain: async () => {
          throw cause;
        },
      },
    );
    await expect(readBtcNetwork(provider)).rejects.toBe(cause);
  });

  it('throws a coded error when the wallet has no network call or answers no network', async () => {
    const none = makeFakeBtcProvider({ without: ['getChain', 'getNetwork'] });
    await expect(readBtcNetwork(none)).rejects.toMatchObject({ kind: 'noNetworkCall' });
    const blank = makeFakeBtcProvider({ without: ['getChain'] }, { getNetwork: async () => '' });
    await expect(readBtcNetwork(blank)).rejects.toBeInstanceOf(BtcWalletError);
    await expect(readBtcNetwork(blank)).rejects.toMatchObject({ kind: 'unreadableNetwork' });
  });
});

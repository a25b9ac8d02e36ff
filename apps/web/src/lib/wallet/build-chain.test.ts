import { describe, expect, it } from 'vitest';
import { makeChainMessage } from '../../testing/factories';
import { buildAddEthereumChainParameter, buildChain, isWrongNetwork } from './build-chain';

const bsc = makeChainMessage({
  chainId: 56,
  chainIdHex: '0x38',
  chainName: 'BNB Smart Chain',
  rpcUrls: ['https://bsc-dataseed.bnbchain.org'],
  blockExplorerUrls: ['https://bscscan.com'],
});

describe('buildChain', () => {
  it('turns the config chain message into a viem chain', () => {
    const chain = buildChain(bsc);
    expect(chain.id).toBe(56);
    expect(chain.name).toBe('BNB Smart Chain');
    expect(chain.nativeCurrency).toEqual({ name: 'BNB', symbol: 'BNB', decimals: 18 });
    expect(chain.rpcUrls.default.http).toEqual(['https://bsc-dataseed.bnbchain.org']);
    expect(chain.blockExplorers?.default.url).toBe('https://bscscan.com');
  });
  it('leaves the explorer out when the chain has none (the local chain)', () => {
    expect(buildChain(makeChainMessage()).blockExplorers).toBeUndefined();
  });
});

describe('buildAddEthereumChainParameter', () => {
  it('carries name, currency, RPC and explorer from the config', () => {
    expect(buildAddEthereumChainParameter(bsc)).toEqual({
      chainName: 'BNB Smart Chain',
      nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
      rpcUrls: ['https://bsc-dataseed.bnbchain.org'],
      blockExplorerUrls: ['https://bscscan.com'],
    });
  });
  it('omits an empty explorer list, which wallets reject', () => {
    expect(buildAddEthereumChainParameter(makeChainMessage()).blockExplorerUrls).toBeUndefined();
  });
});

describe('isWrongNetwork', () => {
  it('compares the wallet chain with the configured one', () => {
    expect(isWrongNetwork(1, 56)).toBe(true);
    expect(isWrongNetwork(56, 56)).toBe(false);
    expect(isWrongNetwork(undefined, 56)).toBe(false);
  });
});

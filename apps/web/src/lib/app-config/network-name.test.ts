import { describe, expect, it } from 'vitest';
import { networkName } from './network-name';

describe('networkName', () => {
  it('says BNB Smart Chain only on chain 56', () => {
    expect(networkName({ chainId: 56, chainName: 'BSC Mainnet' })).toBe('BNB Smart Chain');
    expect(networkName({ chainId: 31337, chainName: 'Local chain' })).toBe('Local chain');
  });
});

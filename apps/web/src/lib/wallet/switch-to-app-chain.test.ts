import { SwitchChainError, UserRejectedRequestError } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { makeChainMessage } from '../../testing/factories';
import { switchToAppChain } from './switch-to-app-chain';

const chain = makeChainMessage({
  chainId: 56,
  chainName: 'BNB Smart Chain',
  blockExplorerUrls: ['https://bscscan.com'],
});

describe('switchToAppChain', () => {
  it('asks for the configured chain with the add-chain parameters', async () => {
    const switchChain = vi.fn(async () => undefined);
    await expect(switchToAppChain(switchChain, chain)).resolves.toBe('switched');
    expect(switchChain).toHaveBeenCalledWith({
      chainId: 56,
      addEthereumChainParameter: {
        chainName: 'BNB Smart Chain',
        nativeCurrency: chain.nativeCurrency,
        rpcUrls: chain.rpcUrls,
        blockExplorerUrls: ['https://bscscan.com'],
      },
    });
  });
  it('treats a user rejection as a quiet cancel', async () => {
    const switchChain = vi.fn(async () => {
      throw new UserRejectedRequestError(new Error('rejected'));
    });
    await expect(switchToAppChain(switchChain, chain)).resolves.toBe('cancelled');
  });
  it('logs and reports other failures', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const switchChain = vi.fn(async () => {
      throw new SwitchChainError(new Error('Unrecognized chain'));
    });
    await expect(switchToAppChain(switchChain, chain)).resolves.toBe('failed');
    expect(log).toHaveBeenCalled();
  });
});

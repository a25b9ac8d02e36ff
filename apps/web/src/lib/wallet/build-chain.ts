import type { ChainMessage } from '@woohoo/shared/api/config';
import { type AddEthereumChainParameter, type Chain, defineChain } from 'viem';

/** The viem chain for the configured network (SPEC 3 `chianmsg`, from GET /api/config). */
export function buildChain(message: ChainMessage): Chain {
  const explorer = message.blockExplorerUrls[0];
  return defineChain({
    id: message.chainId,
    name: message.chainName,
    nativeCurrency: message.nativeCurrency,
    rpcUrls: { default: { http: message.rpcUrls } },
    blockExplorers: explorer ? { default: { name: message.chainName, url: explorer } } : undefined,
  });
}

/**
 * SPEC 7 "add or switch the chain": what wallet_addEthereumChain needs when the wallet does not
 * know the network yet (wagmi adds the chain id itself).
 */
export function buildAddEthereumChainParameter(
  message: ChainMessage,
): Omit<AddEthereumChainParameter, 'chainId'> {
  return {
    chainName: message.chainName,
    nativeCurrency: { ...message.nativeCurrency },
    rpcUrls: [...message.rpcUrls],
    blockExplorerUrls: message.blockExplorerUrls.length > 0 ? [...message.blockExplorerUrls] : undefined,
  };
}

/** SPEC 4 and 5: the wallet is on the wrong network when its chain is not the configured one. */
export function isWrongNetwork(walletChainId: number | undefined, expectedChainId: number): boolean {
  return walletChainId !== undefined && walletChainId !== expectedChainId;
}

import type { ChainMessage } from '@woohoo/shared/api/config';
import { BSC_CHAIN_ID } from '@woohoo/shared/constants';

/**
 * The network's name as the text says it: "BNB Smart Chain" on chain 56, and the configured
 * chain's own name anywhere else (the local chain, a testnet), so no page says "on BNB Smart
 * Chain" about a chain that is not.
 */
export function networkName(chain: Pick<ChainMessage, 'chainId' | 'chainName'>): string {
  return chain.chainId === BSC_CHAIN_ID ? 'BNB Smart Chain' : chain.chainName;
}

import type { ChainMessage } from '@woohoo/shared/api/config';
import type { AddEthereumChainParameter } from 'viem';
import { buildAddEthereumChainParameter } from './build-chain';
import { isUserRejection } from './is-user-rejection';

export type SwitchChainFn = (parameters: {
  chainId: number;
  addEthereumChainParameter: Omit<AddEthereumChainParameter, 'chainId'>;
}) => Promise<unknown>;

/**
 * SPEC 4, 5 and 7: asks the wallet to switch to the configured chain, with the add-chain
 * parameters so a wallet that lacks the chain adds it. A user rejection is a quiet cancel; any
 * other failure is logged (SPEC 8 "a failed chain switch is only logged") and reported so the
 * caller can tell the user to switch in the wallet.
 */
export async function switchToAppChain(
  switchChain: SwitchChainFn,
  chain: ChainMessage,
): Promise<'switched' | 'cancelled' | 'failed'> {
  try {
    await switchChain({
      chainId: chain.chainId,
      addEthereumChainParameter: buildAddEthereumChainParameter(chain),
    });
    return 'switched';
  } catch (error) {
    if (isUserRejection(error)) return 'cancelled';
    console.error('Switching the wallet network failed', error);
    return 'failed';
  }
}

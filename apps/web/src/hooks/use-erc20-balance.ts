import { type Address, erc20Abi } from 'viem';
import { useReadContract } from 'wagmi';
import { useAppConfig } from '../lib/app-config/app-config-context';

/**
 * An ERC-20 balance of `owner`, read through the configured chain's RPC (not the wallet), so it
 * shows even while the wallet is on another network. Disabled without an owner or a token.
 */
export function useErc20Balance(token: string | undefined, owner: Address | undefined) {
  const config = useAppConfig();
  return useReadContract({
    address: token as Address | undefined,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: owner ? [owner] : undefined,
    chainId: config.chain.chainId,
    query: { enabled: Boolean(owner && token) },
  });
}

import type { Asset } from '@woohoo/shared/assets';
import type { Address } from 'viem';
import { useBalance } from 'wagmi';
import { useErc20Balance } from '../../../hooks/use-erc20-balance';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import { onChainSource } from '../utils/asset-sources';

export type WalletAssetBalance = {
  /** False for an asset with no on-chain form (USDB): shown as a dash. */
  onChain: boolean;
  amountWei: bigint | undefined;
  isLoading: boolean;
};

/** The connected wallet's on-chain balance of one asset, read through the configured chain's RPC. */
export function useWalletAssetBalance(asset: Asset, owner: Address): WalletAssetBalance {
  const config = useAppConfig();
  const source = onChainSource(asset, config.contracts);
  const token = useErc20Balance(source.kind === 'erc20' ? source.token : undefined, owner);
  const native = useBalance({
    address: owner,
    chainId: config.chain.chainId,
    query: { enabled: source.kind === 'native' },
  });
  if (source.kind === 'erc20') return { onChain: true, amountWei: token.data, isLoading: token.isLoading };
  if (source.kind === 'native')
    return { onChain: true, amountWei: native.data?.value, isLoading: native.isLoading };
  return { onChain: false, amountWei: undefined, isLoading: false };
}

import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { type Address, erc20Abi } from 'viem';
import { useBalance, useReadContract } from 'wagmi';
import { useAppConfig } from '../../../lib/app-config/app-config-context';

export type BalanceState = {
  amountWei: bigint | undefined;
  decimals: number;
  isLoading: boolean;
  isError: boolean;
};

/**
 * On-chain balances of the connected wallet, read through the configured chain's RPC (not the
 * wallet), so they show even while the wallet is on another network: USDT (ERC-20 balanceOf on
 * the configured contract) and the native BNB.
 */
export function useWalletBalances(address: Address | undefined): { usdt: BalanceState; bnb: BalanceState } {
  const config = useAppConfig();
  const chainId = config.chain.chainId;
  const usdt = useReadContract({
    address: config.contracts.usdt as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: address ? [address] : undefined,
    chainId,
    query: { enabled: Boolean(address) },
  });
  const bnb = useBalance({ address, chainId, query: { enabled: Boolean(address) } });
  return {
    usdt: {
      amountWei: usdt.data,
      decimals: TOKEN_DECIMALS,
      isLoading: usdt.isLoading,
      isError: usdt.isError,
    },
    bnb: {
      amountWei: bnb.data?.value,
      decimals: bnb.data?.decimals ?? config.chain.nativeCurrency.decimals,
      isLoading: bnb.isLoading,
      isError: bnb.isError,
    },
  };
}

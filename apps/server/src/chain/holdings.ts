import type { Asset } from '@woohoo/shared/assets';
import { type Address, erc20Abi, type PublicClient } from 'viem';
import type { ContractAddressConfig } from '../config/env';

/**
 * What the platform's treasury holds on chain, per asset: ERC-20 balances for the tokens, the
 * native balance for BNB. USDB lives only in the ledger, so it has no on-chain figure.
 */
export function treasuryHoldings(client: PublicClient, contracts: ContractAddressConfig, treasury: Address) {
  const tokens: Partial<Record<Asset, Address>> = {
    USDT: contracts.usdt,
    BHC: contracts.bhc,
    WOOHOO: contracts.woohoo,
  };
  return async (asset: Asset): Promise<bigint | null> => {
    if (asset === 'BNB') return client.getBalance({ address: treasury });
    const token = tokens[asset];
    if (!token) return null;
    return client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [treasury],
    });
  };
}

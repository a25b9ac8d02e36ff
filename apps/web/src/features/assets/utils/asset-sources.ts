import type { AppConfig } from '@woohoo/shared/api/config';
import { type Asset, DEPOSIT_ASSETS, TRANSFER_ASSETS, WITHDRAW_ASSETS } from '@woohoo/shared/assets';

/** Where an asset's on-chain balance comes from: an ERC-20 contract, the native coin, or nowhere. */
export type OnChainSource = { kind: 'erc20'; token: string } | { kind: 'native' } | { kind: 'none' };

/**
 * USDT, BHC and WOOHOO are ERC-20 tokens at the configured addresses; BNB is the chain's own
 * coin; USDB exists only on the platform, so it has no on-chain balance.
 */
export function onChainSource(asset: Asset, contracts: AppConfig['contracts']): OnChainSource {
  switch (asset) {
    case 'USDT':
      return { kind: 'erc20', token: contracts.usdt };
    case 'BHC':
      return { kind: 'erc20', token: contracts.bhc };
    case 'WOOHOO':
      return { kind: 'erc20', token: contracts.woohoo };
    case 'BNB':
      return { kind: 'native' };
    default:
      return { kind: 'none' };
  }
}

export type AssetAction = 'deposit' | 'withdraw' | 'transfer' | 'swap';

function includes(list: readonly string[], asset: Asset): boolean {
  return list.includes(asset);
}

/** The money actions an asset supports (packages/shared/src/assets.ts; the swap is USDT -> USDB). */
export function assetActions(asset: Asset): AssetAction[] {
  const actions: AssetAction[] = [];
  if (includes(DEPOSIT_ASSETS, asset)) actions.push('deposit');
  if (includes(WITHDRAW_ASSETS, asset)) actions.push('withdraw');
  if (includes(TRANSFER_ASSETS, asset)) actions.push('transfer');
  if (asset === 'USDT') actions.push('swap');
  return actions;
}

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

/** One treasury address's balance of an asset; null when it could not be read. */
export type WalletReading = { wallet: 'hot' | 'cold'; address: Address; balanceWei: bigint | null };

/**
 * The treasury's wallets read at one block (docs/rules.md "Hot float and sweeps"): per asset, each
 * address's balance, or null for an asset with no on-chain figure (USDB).
 */
export type WalletSnapshot = { blockNumber: bigint; wallets: (asset: Asset) => WalletReading[] | null };

/**
 * Reads every asset of the hot wallet and the cold one (the Safe) at the same block, so money in
 * flight between them (a sweep, a top-up) is counted once, on one side: two reads at two blocks
 * could see it on both or neither.
 */
export function treasuryWalletHoldings(
  client: PublicClient,
  contracts: ContractAddressConfig,
  addresses: { hot: Address; cold: Address | undefined },
) {
  const tokens: Partial<Record<Asset, Address>> = {
    USDT: contracts.usdt,
    BHC: contracts.bhc,
    WOOHOO: contracts.woohoo,
  };
  const wallets = [
    { wallet: 'hot' as const, address: addresses.hot },
    ...(addresses.cold ? [{ wallet: 'cold' as const, address: addresses.cold }] : []),
  ];
  const readAt = (asset: Asset, address: Address, blockNumber: bigint): Promise<bigint> => {
    if (asset === 'BNB') return client.getBalance({ address, blockNumber });
    return client.readContract({
      address: tokens[asset] as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
      blockNumber,
    });
  };
  return async (assets: readonly Asset[]): Promise<WalletSnapshot> => {
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
    const read = new Map<Asset, WalletReading[]>();
    for (const asset of assets) {
      if (asset !== 'BNB' && !tokens[asset]) continue;
      const readings = await Promise.all(
        wallets.map(async (w) => ({
          ...w,
          balanceWei: await readAt(asset, w.address, blockNumber).catch(() => null),
        })),
      );
      read.set(asset, readings);
    }
    return { blockNumber, wallets: (asset) => read.get(asset) ?? null };
  };
}

/** What the wallets hold together; null when any could not be read, or the asset has none. */
export function walletsTotal(readings: readonly WalletReading[] | null): bigint | null {
  if (!readings || readings.length === 0) return null;
  let total = 0n;
  for (const r of readings) {
    if (r.balanceWei === null) return null;
    total += r.balanceWei;
  }
  return total;
}

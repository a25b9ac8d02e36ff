import type { Balance } from '@woohoo/shared/api/money';
import { ASSETS, type Bucket } from '@woohoo/shared/assets';
import type { Queryable } from '../../db/db';
import { userBalances } from '../ledger/ledger-service';

/** A user's balances per asset, one figure per bucket (zero where no account exists yet). */
export async function loadBalances(db: Queryable, userId: string): Promise<Balance[]> {
  const rows = await userBalances(db, userId);
  const find = (asset: string, bucket: Bucket) =>
    rows.find((r) => r.asset === asset && r.bucket === bucket)?.balance ?? '0';
  return ASSETS.map((asset) => ({
    asset,
    available: find(asset, 'available'),
    withdrawHold: find(asset, 'withdraw_hold'),
    staked: find(asset, 'staked'),
    vesting: find(asset, 'vesting'),
    rewardHold: find(asset, 'reward_hold'),
  }));
}

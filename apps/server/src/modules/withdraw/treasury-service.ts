import type { TreasuryStatus } from '@woohoo/shared/api/treasury';
import type { Asset } from '@woohoo/shared/assets';
import { balanceState, hotWalletDay, isAlarm, topUpNeeded } from '@woohoo/shared/rules/treasury-limits';
import type { Queryable } from '../../db/db';
import { rulesAt } from '../rules/rules-service';
import { payoutWaits } from './payout-service';
import { type SweepRow, selectOwedToPayouts, selectRecentSweeps } from './sweep-repository';
import { sumApprovedBetween } from './withdraw-repository';

/** What the treasury holds on chain per asset; null when it could not be read (chain/holdings.ts). */
export type TreasuryHoldings = (asset: Asset) => Promise<bigint | null>;

/**
 * The treasury against its limits (docs/rules.md "Treasury limits"), with the rules in force at
 * `now`: USDT (what pays withdrawals) and BNB (what pays their gas) against the low-balance
 * thresholds, the settlement day's payouts against the daily hot-wallet limit, and the approved
 * payouts waiting for funds. A balance that cannot be read raises the alarm: a check that could
 * not run has not passed.
 */
export async function treasuryStatus(
  db: Queryable,
  holdings: TreasuryHoldings,
  now: Date,
  coldAddress: string | null = null,
): Promise<TreasuryStatus> {
  const rules = await rulesAt(db, now);
  const read = (asset: Asset) => holdings(asset).catch(() => null);
  const [usdt, bnb] = await Promise.all([read('USDT'), read('BNB')]);
  const balances = [
    { asset: 'USDT' as const, balanceWei: usdt, thresholdWei: rules.treasury.lowUsdtWei },
    { asset: 'BNB' as const, balanceWei: bnb, thresholdWei: rules.treasury.lowBnbWei },
  ].map((b) => ({
    asset: b.asset,
    balance: b.balanceWei === null ? null : b.balanceWei.toString(),
    threshold: b.thresholdWei.toString(),
    state: balanceState(b),
  }));
  const day = hotWalletDay(now);
  const waits = await payoutWaits(db);
  // docs/rules.md "Hot float and sweeps": what to move from cold when the hot wallet runs low.
  const topUp = topUpNeeded({
    balanceWei: usdt,
    pendingPayoutsWei: (await selectOwedToPayouts(db, 'USDT')).owedWei,
    floatWei: rules.treasury.hotFloatUsdtWei,
    lowWei: rules.treasury.lowUsdtWei,
  });
  return {
    alarm: balances.some((b) => isAlarm(b.state)),
    balances,
    day: day.day,
    paidToday: (await sumApprovedBetween(db, 'USDT', day.start, day.end)).toString(),
    dailyLimit: rules.treasury.dailyPayoutLimitWei.toString(),
    waiting: {
      count: waits.count,
      amount: waits.amount,
      since: waits.oldestSince && new Date(waits.oldestSince).toISOString(),
    },
    cold: {
      address: coldAddress,
      float: rules.treasury.hotFloatUsdtWei.toString(),
      sweepMargin: rules.treasury.sweepMarginUsdtWei.toString(),
      sweeps: (await selectRecentSweeps(db, 5)).map(toTreasurySweep),
      topUpNeeded: topUp === null ? null : topUp.toString(),
    },
    rulesVersion: rules.version,
  };
}

/** A stored sweep as the console shows it (the audit of docs/rules.md "Hot float and sweeps"). */
function toTreasurySweep(row: SweepRow): TreasuryStatus['cold']['sweeps'][number] {
  return {
    asset: 'USDT',
    amount: row.amount,
    to: row.to_address,
    txHash: row.tx_hash,
    status: row.status,
    block: row.block_number,
    signedAt: new Date(row.created_at).toISOString(),
  };
}

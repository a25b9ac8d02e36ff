import type { StakeOrder, StakePackages } from '@woohoo/shared/api/stake';
import { isStakeQuote, quoteStake, stakeExpiry } from '@woohoo/shared/rules/stake-rules';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { runIdempotent } from '../../http/idempotency';
import type { BatchResult, Job } from '../../jobs/job-runner';
import { availableBalance, postTransfer } from '../ledger/ledger-service';
import { rulesAt } from '../rules/rules-service';
import type { UserRecord } from '../user/user-record';
import {
  type AccelerableStakeRow,
  addAccelerableUsed,
  insertStakeOrder,
  lockDueStakeOrders,
  markStakeReturned,
  type StakeOrderRow,
  selectAccelerableStakes,
  selectStakeOrders,
} from './stake-repository';

export type StakeDeps = { db: Db; now: () => Date };

/** Our decision (docs/rules.md): what the staking page creates is the USDT staking product. */
const PAGE_ORDER_TYPE = 'stablecoin_overlord';

export function toStakeOrder(row: StakeOrderRow): StakeOrder {
  const amount = BigInt(row.amount);
  return {
    id: row.id,
    time: new Date(row.created_at).toISOString(),
    type: row.type,
    packageId: row.package_id,
    days: Number(row.days),
    amount: row.amount,
    dailyRateBps: Number(row.daily_rate_bps),
    expectedDailyReward: ((amount * BigInt(row.daily_rate_bps)) / 10_000n).toString(),
    accelerableTotal: row.accelerable_total,
    accelerableRemaining: (BigInt(row.accelerable_total) - BigInt(row.accelerable_used)).toString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    status: row.status,
    rulesVersion: Number(row.rules_version),
  };
}

/** GET /api/stake/packages: the packages and limits of the rules in force. */
export async function stakePackages(deps: StakeDeps): Promise<StakePackages> {
  const rules = await rulesAt(deps.db, deps.now());
  return {
    rulesVersion: rules.version,
    min: rules.stake.minWei.toString(),
    max: rules.stake.maxWei.toString(),
    step: rules.stake.stepWei.toString(),
    accelerableBps: Number(rules.stake.accelerableBps),
    packages: rules.stake.packages.map((p) => ({
      id: p.id,
      days: p.days,
      dailyRateBps: Number(p.dailyRateBps),
    })),
  };
}

/** POST /api/stake: the order and the move of its principal from available to staked, together. */
export async function createStake(
  deps: StakeDeps,
  user: UserRecord,
  input: { packageId: string; amountWei: bigint; idempotencyKey: string | undefined },
): Promise<StakeOrder> {
  const body = { packageId: input.packageId, amount: input.amountWei };
  return runIdempotent(
    deps.db,
    { userId: user.id, key: input.idempotencyKey, scope: 'stake', body },
    async (tx) => {
      const now = deps.now();
      const rules = await rulesAt(tx, now);
      const quote = quoteStake(rules.stake, {
        packageId: input.packageId,
        amountWei: input.amountWei,
        availableWei: await availableBalance(tx, user.id, 'USDT'),
      });
      if (!isStakeQuote(quote)) throw new AppError(quote);
      const row = await insertStakeOrder(tx, {
        userId: user.id,
        type: PAGE_ORDER_TYPE,
        packageId: quote.package.id,
        days: quote.package.days,
        amountWei: quote.amountWei,
        dailyRateBps: quote.package.dailyRateBps,
        accelerableWei: quote.accelerableWei,
        expiresAt: stakeExpiry(now, quote.package.days),
        createdAt: now,
        rulesVersion: rules.version,
      });
      await postTransfer(tx, {
        idempotencyKey: `stake_order:${row.id}:open`,
        kind: 'stake_open',
        refId: row.id,
        postings: [
          { account: { userId: user.id, bucket: 'available' }, asset: 'USDT', deltaWei: -quote.amountWei },
          { account: { userId: user.id, bucket: 'staked' }, asset: 'USDT', deltaWei: quote.amountWei },
        ],
      });
      return toStakeOrder(row);
    },
  );
}

/** GET /api/stake/orders: the caller's orders with the status filter, newest first. */
export async function listStakeOrders(
  deps: StakeDeps,
  user: UserRecord,
  query: { status: 'active' | 'expired' | 'all'; page: number; size: number },
) {
  const { rows, total } = await selectStakeOrders(deps.db, user.id, {
    status: query.status,
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  return { items: rows.map(toStakeOrder), page: query.page, size: query.size, total };
}

/** How many due orders one batch of the expiry job returns. */
export const STAKE_EXPIRY_BATCH = 200;

/**
 * The expiry job (docs/rules.md "Staking"): returns the principal of every due order from staked to
 * available, in batches; an order's status and its ledger transfer change in one transaction, and
 * the transfer's key is per order, so a principal returns exactly once across crashes, restarts and
 * concurrent runs.
 */
export function stakeExpiryJob(now: () => Date): Job {
  return {
    name: 'stake-expiry',
    batch: async (tx, cursor): Promise<BatchResult> => {
      const due = await lockDueStakeOrders(tx, now(), cursor ?? '0', STAKE_EXPIRY_BATCH);
      for (const order of due) {
        await markStakeReturned(tx, order.id, now());
        await postTransfer(tx, {
          idempotencyKey: `stake_order:${order.id}:return`,
          kind: 'stake_return',
          refId: order.id,
          postings: [
            {
              account: { userId: order.user_id, bucket: 'staked' },
              asset: 'USDT',
              deltaWei: -BigInt(order.amount),
            },
            {
              account: { userId: order.user_id, bucket: 'available' },
              asset: 'USDT',
              deltaWei: BigInt(order.amount),
            },
          ],
        });
      }
      const last = due.at(-1);
      return due.length < STAKE_EXPIRY_BATCH || !last ? { done: true } : { done: false, cursor: last.id };
    },
  };
}

/** The stakes running at `at` that may still pay a static reward (the settlement's day). */
export function accelerableStakesAt(db: Queryable, at: Date): Promise<AccelerableStakeRow[]> {
  return selectAccelerableStakes(db, at);
}

/** A settled day's static rewards use up that much of what each stake may still pay. */
export function useAccelerable(db: Queryable, stakeIds: number[], amounts: bigint[]): Promise<void> {
  return addAccelerableUsed(db, stakeIds, amounts);
}

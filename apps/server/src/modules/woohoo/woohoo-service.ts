import type { Position, WoohooOrder, WoohooPhases } from '@woohoo/shared/api/woohoo';
import type { RulesConfig } from '@woohoo/shared/rules/rules-config';
import {
  dailyRelease,
  isWoohooQuote,
  openPhase,
  type PhaseState,
  positionState,
  quoteWoohoo,
} from '@woohoo/shared/rules/woohoo-rules';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { runIdempotent } from '../../http/idempotency';
import type { BatchResult, Job } from '../../jobs/job-runner';
import { availableBalance, postTransfer } from '../ledger/ledger-service';
import { quotaSold, takeQuota, WOOHOO_PHASE_QUOTA } from '../quota/quota-service';
import { rulesAt } from '../rules/rules-service';
import type { UserRecord } from '../user/user-record';
import {
  insertPosition,
  insertRelease,
  insertWoohooOrder,
  lockReleasingPositions,
  type PositionRow,
  selectOrdersBetween,
  selectPosition,
  selectUserPositions,
} from './woohoo-repository';

export type WoohooDeps = { db: Db; now: () => Date };

/** Our decision (docs/rules.md): a release day is the calendar day at UTC+8, the product's settlement zone. */
export function releaseDay(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

function phaseStates(rules: RulesConfig, sold: Map<number, bigint>): PhaseState[] {
  return rules.woohoo.phases.map((p, i) => ({
    phase: i + 1,
    quotaWei: p.quotaWei,
    soldWei: sold.get(i + 1) ?? 0n,
    priceWei: p.priceWei,
  }));
}

/** What each phase sold so far, in wei, by phase number. */
async function phasesSold(db: Queryable): Promise<Map<number, bigint>> {
  const sold = await quotaSold(db, WOOHOO_PHASE_QUOTA);
  return new Map([...sold].map(([phase, wei]) => [Number(phase), wei]));
}

/** GET /api/woohoo/phases: each phase's quota, sold, price, and which one is open. */
export async function woohooPhases(deps: WoohooDeps): Promise<WoohooPhases> {
  const rules = await rulesAt(deps.db, deps.now());
  const phases = phaseStates(rules, await phasesSold(deps.db));
  const open = openPhase(phases);
  return {
    rulesVersion: rules.version,
    lockDays: rules.woohoo.lockDays,
    dailyReleaseBps: Number(rules.woohoo.dailyReleaseBps),
    phases: phases.map((p) => ({
      phase: p.phase,
      quota: p.quotaWei.toString(),
      sold: p.soldWei.toString(),
      remaining: (p.quotaWei - p.soldWei).toString(),
      price: p.priceWei.toString(),
      open: p.phase === open?.phase,
    })),
  };
}

export function toPosition(row: PositionRow, now: Date): Position {
  const lockedWei = BigInt(row.locked_amount);
  const releasedWei = BigInt(row.released);
  return {
    id: row.id,
    asset: 'WOOHOO',
    lockedAmount: row.locked_amount,
    released: row.released,
    remaining: (lockedWei - releasedWei).toString(),
    releasedToday: row.released_today,
    purchaseTime: new Date(row.created_at).toISOString(),
    lockTime: new Date(row.lock_time).toISOString(),
    releaseStart: new Date(row.release_start).toISOString(),
    dailyReleaseBps: Number(row.daily_release_bps),
    state: positionState({ lockedWei, releasedWei, releaseStart: new Date(row.release_start) }, now),
    orderId: row.order_id,
    phase: Number(row.phase),
    price: row.price,
    rulesVersion: Number(row.rules_version),
  };
}

/**
 * POST /api/woohoo/buy (docs/rules.md "Locked $WOOHOO sale and locked positions"): in one
 * transaction, the order, the payment in USDT, the $WOOHOO into the buyer's vesting bucket and its
 * locked position, priced at the open phase; the phase's quota is taken last, so a buy that a
 * concurrent one left no room for rolls back with `insufficientQuota` (the buyer sees the next
 * phase's price before buying again); it is counted on one of the phase's quota shards, so buys
 * hold a counter row only for their commit, and seldom the same one.
 */
export async function buyWoohoo(
  deps: WoohooDeps,
  user: UserRecord,
  input: { amountWei: bigint; idempotencyKey: string | undefined },
): Promise<WoohooOrder> {
  const body = { amount: input.amountWei };
  return runIdempotent(
    deps.db,
    { userId: user.id, key: input.idempotencyKey, scope: 'woohoo_buy', body },
    async (tx) => {
      const now = deps.now();
      const rules = await rulesAt(tx, now);
      const phases = phaseStates(rules, await phasesSold(tx));
      const quote = quoteWoohoo(phases, {
        amountWei: input.amountWei,
        availableWei: await availableBalance(tx, user.id, 'USDT'),
      });
      if (!isWoohooQuote(quote)) throw new AppError(quote);
      const order = await insertWoohooOrder(tx, { userId: user.id, ...quote, rulesVersion: rules.version });
      const positionId = await insertPosition(tx, {
        userId: user.id,
        orderId: order.id,
        lockedWei: quote.amountWei,
        dailyReleaseBps: rules.woohoo.dailyReleaseBps,
        lockTime: now,
        releaseStart: new Date(now.getTime() + rules.woohoo.lockDays * 86_400_000),
        rulesVersion: rules.version,
      });
      await postTransfer(tx, {
        idempotencyKey: `woohoo_order:${order.id}:purchase`,
        kind: 'woohoo_purchase',
        refId: order.id,
        postings: [
          { account: { userId: user.id, bucket: 'available' }, asset: 'USDT', deltaWei: -quote.costWei },
          { account: { system: 'woohoo_sales' }, asset: 'USDT', deltaWei: quote.costWei },
          { account: { system: 'issuance' }, asset: 'WOOHOO', deltaWei: -quote.amountWei },
          { account: { userId: user.id, bucket: 'vesting' }, asset: 'WOOHOO', deltaWei: quote.amountWei },
        ],
      });
      const position = await selectPosition(tx, positionId, releaseDay(now));
      if (!position) throw new Error('position vanished');
      const quotaWei = phases.find((p) => p.phase === quote.phase)!.quotaWei;
      if (
        !(await takeQuota(tx, WOOHOO_PHASE_QUOTA, String(quote.phase), order.id, quote.amountWei, quotaWei))
      )
        throw new AppError('insufficientQuota');
      return {
        id: order.id,
        time: new Date(order.created_at).toISOString(),
        phase: quote.phase,
        amount: quote.amountWei.toString(),
        price: quote.priceWei.toString(),
        cost: quote.costWei.toString(),
        position: toPosition(position, now),
      };
    },
  );
}

/** GET /api/positions: the caller's locked positions. */
export async function listPositions(deps: WoohooDeps, user: UserRecord): Promise<Position[]> {
  const now = deps.now();
  const rows = await selectUserPositions(deps.db, user.id, releaseDay(now));
  return rows.map((row) => toPosition(row, now));
}

/** Positions one batch of the release job works on. */
export const RELEASE_BATCH = 200;

/**
 * The daily release (docs/rules.md "Locked $WOOHOO sale and locked positions"): for the day of
 * `now` (UTC+8), each position past its release start gets its daily ratio moved from vesting to
 * available. A (position, day) row and a per-day ledger key make a release idempotent per position
 * and day; run key = the day, so a finished day is not run again and a crashed one resumes from its
 * cursor.
 */
export function positionReleaseJob(now: () => Date): Job {
  return {
    name: 'position-release',
    runKey: () => releaseDay(now()),
    batch: async (tx, cursor): Promise<BatchResult> => {
      const at = now();
      const day = releaseDay(at);
      const rows = await lockReleasingPositions(tx, at, cursor ?? '0', RELEASE_BATCH);
      for (const row of rows) {
        const amountWei = dailyRelease(
          row.release_days !== null
            ? { releaseDays: Number(row.release_days) }
            : { dailyReleaseBps: BigInt(row.daily_release_bps ?? 0) },
          {
            lockedWei: BigInt(row.locked_amount),
            releasedWei: BigInt(row.released),
            releaseStart: new Date(row.release_start),
          },
          at,
        );
        if (amountWei <= 0n || !(await insertRelease(tx, row.id, day, amountWei))) continue;
        await postTransfer(tx, {
          idempotencyKey: `position:${row.id}:release:${day}`,
          kind: 'position_release',
          refId: row.id,
          postings: [
            { account: { userId: row.user_id, bucket: 'vesting' }, asset: row.asset, deltaWei: -amountWei },
            { account: { userId: row.user_id, bucket: 'available' }, asset: row.asset, deltaWei: amountWei },
          ],
        });
      }
      const last = rows.at(-1);
      return rows.length < RELEASE_BATCH || !last ? { done: true } : { done: false, cursor: last.id };
    },
  };
}

/** The $WOOHOO orders made from `from` to `to`, by id, at what they cost (the settlement's day). */
export function woohooOrdersBetween(
  db: Queryable,
  from: Date,
  to: Date,
): Promise<{ id: string; user_id: string; cost: string }[]> {
  return selectOrdersBetween(db, from, to);
}

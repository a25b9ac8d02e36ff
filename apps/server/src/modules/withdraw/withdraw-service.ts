import type { RecordStatus } from '@woohoo/shared/api/money';
import type { Asset } from '@woohoo/shared/assets';
import { isQuote, QUOTE_ERROR_CODES, quoteWithdrawal } from '@woohoo/shared/money-rules';
import {
  approvalsNeeded,
  hotWalletDay,
  type ReviewReason,
  reviewReason,
  type SecondApprovalReason,
} from '@woohoo/shared/rules/treasury-limits';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { runIdempotent } from '../../http/idempotency';
import { advisoryLockKey } from '../../jobs/advisory-lock';
import type { Posting } from '../ledger/ledger-rules';
import { postTransfer } from '../ledger/ledger-service';
import { rulesAt } from '../rules/rules-service';
import type { UserRecord } from '../user/user-record';
import {
  insertWithdrawal,
  lockDailyPayouts,
  type ReviewRow,
  reopenSettledWithdrawal,
  selectPayoutRounds,
  selectWithdrawalForUpdate,
  selectWithdrawalsForReview,
  sumApprovedBetween,
  updateWithdrawalStatus,
  type WithdrawalRow,
} from './withdraw-repository';
import { insertApproval, selectApprovers, sumUserWithdrawalsSince } from './withdrawal-approvals-repository';
import { toWithdrawalRecord, type WithdrawalRecord } from './withdrawal-record';
import { assertWithdrawalsOpen } from './withdrawals-pause';

export type { WithdrawalRow };

/** The withdrawal, locked for this transaction (an operator's review reads its state before it). */
export function lockWithdrawal(tx: Queryable, id: string): Promise<WithdrawalRow | undefined> {
  return selectWithdrawalForUpdate(tx, id);
}

export type WithdrawDeps = {
  db: Db;
  minWei: bigint;
  feeWei: bigint;
  autoApproveBelowWei: bigint;
  explorerUrl: string | undefined;
  /** The clock that picks the rules in force and the day the hot-wallet limit counts (tests move it). */
  now?: () => Date;
};

/**
 * A withdrawal to the caller's own wallet (SPEC 4, 9): checks the minimum and fee, then in one
 * transaction moves the amount from available to locked and records the request, approved at once
 * below the auto-approval threshold while the day's payouts stay within the daily hot-wallet limit
 * (docs/rules.md "Treasury limits"), else waiting for an operator. While payouts are paused it is
 * refused and nothing is held (docs/rules.md "Withdrawals while payouts are paused"); a retry of
 * a request accepted before the pause still answers its first result.
 */
export async function requestWithdrawal(
  deps: WithdrawDeps,
  user: UserRecord,
  input: { asset: Asset; amountWei: bigint; idempotencyKey: string | undefined },
): Promise<WithdrawalRecord> {
  const quote = quoteWithdrawal(input.amountWei, deps.minWei, deps.feeWei);
  if (!isQuote(quote)) throw new AppError(QUOTE_ERROR_CODES[quote]);
  const body = { asset: input.asset, amount: input.amountWei };
  return runIdempotent(
    deps.db,
    { userId: user.id, key: input.idempotencyKey, scope: 'withdraw', body },
    async (tx) => {
      await assertWithdrawalsOpen(tx);
      const review = await decideReview(tx, deps, { userId: user.id, asset: input.asset }, quote.amountWei);
      const autoApproved = review === undefined;
      const row = await insertWithdrawal(tx, {
        userId: user.id,
        asset: input.asset,
        amountWei: quote.amountWei,
        feeWei: quote.feeWei,
        toAddress: user.address,
        status: autoApproved ? 'approved' : 'reviewing',
        reviewedBy: autoApproved ? 'auto' : null,
        reviewReason: review ?? null,
      });
      await postTransfer(tx, {
        idempotencyKey: `withdraw:${row.id}:hold`,
        kind: 'withdraw_hold',
        refId: row.id,
        postings: [
          {
            account: { userId: user.id, bucket: 'available' },
            asset: input.asset,
            deltaWei: -quote.amountWei,
          },
          {
            account: { userId: user.id, bucket: 'withdraw_hold' },
            asset: input.asset,
            deltaWei: quote.amountWei,
          },
        ],
      });
      return toWithdrawalRecord(row, deps.explorerUrl);
    },
  );
}

/**
 * Why a new withdrawal waits for review, if it does: its size, the day's payouts (withdrawals
 * approved in the settlement day) plus it going beyond the daily hot-wallet limit, or its user's
 * withdrawals of the last rolling 24 hours plus it going beyond the per-user limit (velocity), in
 * the rules in force. New withdrawals of the asset take turns here until their transaction ends,
 * so two at once cannot both fit under either limit.
 */
async function decideReview(
  tx: Queryable,
  deps: WithdrawDeps,
  of: { userId: string; asset: Asset },
  amountWei: bigint,
): Promise<ReviewReason | undefined> {
  if (amountWei >= deps.autoApproveBelowWei) return 'size';
  const now = deps.now?.() ?? new Date();
  const rules = await rulesAt(tx, now);
  await lockDailyPayouts(tx, advisoryLockKey(`withdraw-daily-limit:${of.asset}`));
  const day = hotWalletDay(now);
  return reviewReason({
    amountWei,
    autoApproveBelowWei: deps.autoApproveBelowWei,
    paidTodayWei: await sumApprovedBetween(tx, of.asset, day.start, day.end),
    dailyLimitWei: rules.treasury.dailyPayoutLimitWei,
    userLast24hWei: await sumUserWithdrawalsSince(tx, of.userId, of.asset, new Date(now.getTime() - DAY_MS)),
    userDailyLimitWei: rules.treasury.userDailyLimitWei,
  });
}

const DAY_MS = 86_400_000;

/** An approval's outcome: the withdrawal, and its approvals so far against those it needs. */
export type ApprovalOutcome = WithdrawalRow & {
  approvals: { needed: 1 | 2; by: string[]; why: SecondApprovalReason | null };
};

/**
 * An operator approves a withdrawal waiting for review (docs/rules.md "Treasury limits"): the
 * approval is recorded under the authenticated operator (`approver`), and the withdrawal is
 * approved for payout once as many distinct operators as it needs have approved it: two above the
 * four-eyes threshold or when the day's payouts plus it would pass the daily limit, else one. Until
 * then it stays waiting, "1 of 2 approvals". The same operator approving again adds nothing, but
 * is judged again: on a new day with room one approval may be enough.
 */
export async function approveWithdrawal(
  db: Db,
  id: string,
  operator: string,
  options: { approver?: string; now?: Date } = {},
): Promise<ApprovalOutcome> {
  return db.transaction(async (tx) => {
    const row = await pendingReview(tx, id);
    const now = options.now ?? new Date();
    const rules = await rulesAt(tx, now);
    await lockDailyPayouts(tx, advisoryLockKey(`withdraw-daily-limit:${row.asset}`));
    const day = hotWalletDay(now);
    const { needed, why } = approvalsNeeded({
      amountWei: BigInt(row.amount),
      fourEyesAboveWei: rules.treasury.fourEyesAboveWei,
      paidTodayWei: await sumApprovedBetween(tx, row.asset, day.start, day.end),
      dailyLimitWei: rules.treasury.dailyPayoutLimitWei,
    });
    const by = await insertApproval(tx, id, options.approver ?? operator);
    if (by.length < needed) return { ...row, approvals: { needed, by, why } };
    // One approver keeps the name the operator acts under (the CLI's stated one); two are both named.
    await updateWithdrawalStatus(tx, id, 'approved', {
      reviewedBy: by.length > 1 ? by.join(', ') : operator,
    });
    return { ...row, status: 'approved', approvals: { needed, by, why } };
  });
}

/** The operators who approved each of these withdrawals, first first (the console's list). */
export function approversOf(db: Queryable, withdrawalIds: readonly string[]): Promise<Map<string, string[]>> {
  return selectApprovers(db, withdrawalIds);
}

/**
 * The approvals each withdrawal waiting for review needs and has, judged now as an approval would
 * be (the console's "1 of 2 approvals").
 */
export async function approvalsFor(
  db: Queryable,
  rows: readonly { id: string; asset: Asset; amount: string }[],
  approvers: ReadonlyMap<string, string[]>,
  now: Date = new Date(),
): Promise<Map<string, ApprovalOutcome['approvals']>> {
  const out = new Map<string, ApprovalOutcome['approvals']>();
  if (rows.length === 0) return out;
  const rules = await rulesAt(db, now);
  const day = hotWalletDay(now);
  const paidToday = new Map<Asset, bigint>();
  for (const row of rows) {
    if (!paidToday.has(row.asset))
      paidToday.set(row.asset, await sumApprovedBetween(db, row.asset, day.start, day.end));
    const { needed, why } = approvalsNeeded({
      amountWei: BigInt(row.amount),
      fourEyesAboveWei: rules.treasury.fourEyesAboveWei,
      paidTodayWei: paidToday.get(row.asset) ?? 0n,
      dailyLimitWei: rules.treasury.dailyPayoutLimitWei,
    });
    out.set(row.id, { needed, by: approvers.get(row.id) ?? [], why });
  }
  return out;
}

/**
 * An operator rejects a withdrawal: "verification failed" with the reason its user sees, and the
 * amount returns to available.
 */
export async function rejectWithdrawal(
  db: Db,
  id: string,
  operator: string,
  reason: string,
): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const row = await pendingReview(tx, id);
    await updateWithdrawalStatus(tx, id, 'rejected', { reviewedBy: operator, rejectReason: reason });
    await refundWithdrawal(tx, row);
    return { ...row, status: 'rejected', reject_reason: reason };
  });
}

/**
 * An operator returns an approved withdrawal whose payout the chain never mined to its user
 * (docs/rules.md "Payout runbook"): rejected with the reason its user reads, and refunded
 * through the ledger. Idempotent: the refund's key posts once.
 */
export async function returnWithdrawal(
  tx: Queryable,
  row: WithdrawalRow,
  operator: string,
  reason: string,
): Promise<void> {
  await updateWithdrawalStatus(tx, row.id, 'rejected', { reviewedBy: operator, rejectReason: reason });
  await refundWithdrawal(tx, row);
}

/** Returns a held withdrawal to the user's available balance. */
export async function refundWithdrawal(tx: Queryable, row: WithdrawalRow): Promise<void> {
  const amountWei = BigInt(row.amount);
  await postTransfer(tx, {
    idempotencyKey: `withdraw:${row.id}:refund`,
    kind: 'withdraw_refund',
    refId: row.id,
    postings: [
      { account: { userId: row.user_id, bucket: 'withdraw_hold' }, asset: row.asset, deltaWei: -amountWei },
      { account: { userId: row.user_id, bucket: 'available' }, asset: row.asset, deltaWei: amountWei },
    ],
  });
}

/**
 * The idempotency key of a withdrawal's settlement in `round` (how many times it was reversed
 * before, migration 057): the first keeps the key every settlement had before reversals existed,
 * so each settlement, and each reversal of one, posts exactly once. The ledger invariant checks
 * what it moved.
 */
export function settlementKey(withdrawalId: string, round: number): string {
  return round === 0 ? `withdraw:${withdrawalId}:payout` : `withdraw:${withdrawalId}:payout:${round}`;
}

/** The key of the reversal of the settlement of `round`: it names the settlement it undoes. */
export function settlementReversalKey(withdrawalId: string, round: number): string {
  return `${settlementKey(withdrawalId, round)}:reversal`;
}

/** The keys of these withdrawals' current settlements (the worker checks what they moved). */
export async function settlementKeysOf(db: Queryable, withdrawalIds: readonly string[]): Promise<string[]> {
  const rounds = await selectPayoutRounds(db, withdrawalIds);
  return rounds.map((r) => settlementKey(r.id, r.payout_round));
}

/** What a settlement moves: the hold out, what was sent to the chain, the fee to the platform. */
function settlementPostings(row: WithdrawalRow): Posting[] {
  const amountWei = BigInt(row.amount);
  const feeWei = BigInt(row.fee);
  return [
    { account: { userId: row.user_id, bucket: 'withdraw_hold' }, asset: row.asset, deltaWei: -amountWei },
    { account: { system: 'chain' }, asset: row.asset, deltaWei: amountWei - feeWei },
    ...(feeWei > 0n ? [{ account: { system: 'fees' as const }, asset: row.asset, deltaWei: feeWei }] : []),
  ];
}

/**
 * Settles a paid withdrawal once its payout is confirmed on chain: the held amount leaves the
 * user's locked balance, what was sent is recorded as outflow to the chain and the fee as the
 * platform's. Idempotent by its key, so a worker that retries settles once a round.
 */
export async function settleWithdrawal(tx: Queryable, row: WithdrawalRow, txHash: string): Promise<void> {
  await postTransfer(tx, {
    idempotencyKey: settlementKey(row.id, row.payout_round),
    kind: 'withdraw_payout',
    refId: row.id,
    postings: settlementPostings(row),
  });
  await updateWithdrawalStatus(tx, row.id, 'success', { txHash });
}

/**
 * Undoes the settlement of a withdrawal whose payout vanished from the chain (docs/rules.md
 * "Payout runbook"): the exact opposite postings (`withdraw_payout_reversal`), so the amount is
 * held for it again, and the withdrawal is approved again in the next round, its transaction
 * cleared. The books then show it settled and reopened. Only a settled withdrawal is reopened;
 * the caller holds its row lock.
 */
export async function reverseSettlement(tx: Queryable, row: WithdrawalRow): Promise<WithdrawalRow> {
  if (row.status !== 'success') throw new Error(`withdrawal ${row.id} is ${row.status}, not settled`);
  await postTransfer(tx, {
    idempotencyKey: settlementReversalKey(row.id, row.payout_round),
    kind: 'withdraw_payout_reversal',
    refId: row.id,
    postings: settlementPostings(row).map((p) => ({ ...p, deltaWei: -p.deltaWei })),
  });
  await reopenSettledWithdrawal(tx, row.id);
  return { ...row, status: 'approved', tx_hash: null, payout_round: row.payout_round + 1 };
}

async function pendingReview(tx: Queryable, id: string): Promise<WithdrawalRow> {
  const row = await selectWithdrawalForUpdate(tx, id);
  if (!row) throw new AppError('withdrawalNotFound');
  if (row.status !== 'reviewing') throw new AppError('withdrawalNotPending');
  return row;
}

/** Withdrawals in the given states (of one user when `address` is given), oldest first, with their payout's state. */
export function withdrawalsForReview(
  db: Queryable,
  filter: { statuses: readonly RecordStatus[]; address?: string },
  limit: number,
  offset: number,
): Promise<{ rows: ReviewRow[]; total: number }> {
  return selectWithdrawalsForReview(db, filter, limit, offset);
}

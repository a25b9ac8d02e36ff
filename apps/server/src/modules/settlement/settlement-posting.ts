import { rewardBucket } from '@woohoo/shared/settlement/reward-buckets';
import { REWARD_KINDS, type RewardKind, rewardLedgerKind } from '@woohoo/shared/settlement/reward-kinds';
import type { DayWindow } from '@woohoo/shared/settlement/settlement-day';
import type { Queryable } from '../../db/db';
import { type LedgerTransfer, postTransfers } from '../ledger/ledger-service';
import { rulesAt } from '../rules/rules-service';
import {
  insertBonusPositions,
  type RewardGroup,
  selectRewardGroups,
  selectSettlement,
  tuneSettlementTransaction,
} from './settlement-repository';

/**
 * Reward lines one posting batch (one transaction) writes to the ledger, rounded up to whole
 * users: about 8,600 users and 50 batches at a million users.
 */
export const POSTING_BATCH_LINES = 20_000;

/**
 * Posts one batch of users' day totals: one ledger transfer per reward kind, taking the batch's
 * total of that kind from the platform's rewards account and crediting each user's total as an
 * entry of its own. Keyed by the day, the kind and the batch's first and last user: the job
 * commits each batch with its cursor, so a batch never runs twice, and a replayed key posts
 * nothing. (One transfer per user and kind wrote twice the entries and a header per entry: at a
 * million users, half a million transfers and 1.1 million entries.)
 */
export async function postBatch(
  tx: Queryable,
  window: DayWindow,
  afterUser: string,
  batchLines: number,
): Promise<string | undefined> {
  await tuneSettlementTransaction(tx);
  const groups = await selectRewardGroups(tx, window.day, afterUser, batchLines);
  if (groups.length === 0) return undefined;
  const settlement = await selectSettlement(tx, window.day);
  const rules = await rulesAt(tx, window.end);
  const range = `${groups[0]!.user_id}-${groups.at(-1)!.user_id}`;
  const byKind = new Map<RewardKind, RewardGroup[]>();
  for (const group of groups) {
    const list = byKind.get(group.kind);
    if (list) list.push(group);
    else byKind.set(group.kind, [group]);
  }
  const transfers: LedgerTransfer[] = [];
  const bonus: { userId: string; amountWei: bigint }[] = [];
  for (const [kind, list] of byKind) {
    const asset = REWARD_KINDS[kind].asset;
    const locked = kind === 'global_bonus';
    let totalWei = 0n;
    const credits: LedgerTransfer['postings'] = list.map((group) => {
      const amountWei = BigInt(group.amount);
      totalWei += amountWei;
      if (locked) bonus.push({ userId: group.user_id, amountWei });
      return {
        account: { userId: group.user_id, bucket: rewardBucket(kind, group.held) },
        asset,
        deltaWei: amountWei,
      };
    });
    transfers.push({
      idempotencyKey: `reward:${window.day}:${kind}:${range}`,
      kind: rewardLedgerKind(kind),
      refId: window.day,
      postings: [{ account: { system: 'rewards' }, asset, deltaWei: -totalWei }, ...credits],
    });
  }
  await postTransfers(tx, transfers);
  await insertBonusPositions(
    tx,
    window.day,
    window.end,
    rules.rewards.globalBonusReleaseDays,
    settlement?.rules_version ?? rules.version,
    bonus,
  );
  return groups.at(-1)!.user_id;
}

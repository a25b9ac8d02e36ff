import { REWARD_KINDS, type RewardKind, rewardLedgerKind } from '@woohoo/shared/settlement/reward-kinds';
import type { DayWindow } from '@woohoo/shared/settlement/settlement-day';
import type { Queryable } from '../../db/db';
import { postTransfers } from '../ledger/ledger-service';
import { rulesAt } from '../rules/rules-service';
import { insertBonusPositions, selectRewardGroups, selectSettlement } from './settlement-repository';

/** Users whose rewards one posting batch (one transaction) writes to the ledger. */
export const POSTING_BATCH_USERS = 5_000;

/** Posts one batch of users' day totals: one ledger transfer per user and kind. */
export async function postBatch(
  tx: Queryable,
  window: DayWindow,
  afterUser: string,
  batchUsers: number,
): Promise<string | undefined> {
  const groups = await selectRewardGroups(tx, window.day, afterUser, batchUsers);
  if (groups.length === 0) return undefined;
  const settlement = await selectSettlement(tx, window.day);
  const rules = await rulesAt(tx, window.end);
  const bonus: { userId: string; amountWei: bigint }[] = [];
  await postTransfers(
    tx,
    groups.map((group) => {
      const kind = group.kind as RewardKind;
      const amountWei = BigInt(group.amount);
      const asset = REWARD_KINDS[kind].asset;
      const locked = kind === 'global_bonus';
      if (locked) bonus.push({ userId: group.user_id, amountWei });
      return {
        idempotencyKey: `reward:${window.day}:${group.user_id}:${kind}`,
        kind: rewardLedgerKind(kind),
        refId: window.day,
        postings: [
          { account: { system: 'rewards' }, asset, deltaWei: -amountWei },
          {
            account: {
              userId: group.user_id,
              bucket: locked ? 'vesting' : group.held ? 'reward_hold' : 'available',
            },
            asset,
            deltaWei: amountWei,
          },
        ],
      };
    }),
  );
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

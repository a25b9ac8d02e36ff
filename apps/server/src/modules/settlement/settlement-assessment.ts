import type { Asset } from '@woohoo/shared/assets';
import { BPS_DENOMINATOR } from '@woohoo/shared/money-rules';
import { assessWeek, weeklyTarget, weekOf } from '@woohoo/shared/settlement/assessment-rules';
import type { DayWindow } from '@woohoo/shared/settlement/settlement-day';
import type { Queryable } from '../../db/db';
import type { Posting } from '../ledger/ledger-rules';
import { type LedgerTransfer, postTransfers } from '../ledger/ledger-service';
import { rulesAt } from '../rules/rules-service';
import { insertAssessment, selectUsersToAssess, updateFreeUntil } from './settlement-assessment-repository';

/** Users one assessment batch works on. */
export const ASSESS_BATCH_USERS = 2_000;

/**
 * At a week's end (docs/rules.md "Weekly assessment"): each user holding rewards is assessed;
 * completed weeks release everything and earn extra free days, missed ones clear the rules'
 * share. One transfer per user for what is released and one for what is cleared, keyed by week
 * and user.
 */
export async function assessBatch(
  tx: Queryable,
  window: DayWindow,
  afterUser: string,
  batchUsers: number,
): Promise<string | undefined> {
  const week = weekOf(window.day);
  const rows = await selectUsersToAssess(tx, week, afterUser, batchUsers);
  if (rows.length === 0) return undefined;
  const rules = await rulesAt(tx, window.end);
  const transfers: LedgerTransfer[] = [];
  for (const row of rows) {
    const targetWei = weeklyTarget(rules.assessment, row.level);
    const completedWei = BigInt(row.team);
    const heldValue = row.held.reduce((sum, h) => sum + BigInt(h.value), 0n);
    const outcome = assessWeek(rules.assessment, {
      targetWei,
      completedWei,
      heldWei: heldValue,
      weekEnd: week.end,
      freeUntil: row.free_until,
    });
    const release: Posting[] = [];
    const clear: Posting[] = [];
    for (const h of row.held) {
      const amount = BigInt(h.amount);
      const cleared =
        outcome.state === 'completed' ? 0n : (amount * rules.assessment.lossBps) / BPS_DENOMINATOR;
      const asset = h.asset as Asset;
      if (amount - cleared > 0n) {
        release.push({
          account: { userId: row.user_id, bucket: 'reward_hold' },
          asset,
          deltaWei: -(amount - cleared),
        });
        release.push({
          account: { userId: row.user_id, bucket: 'available' },
          asset,
          deltaWei: amount - cleared,
        });
      }
      if (cleared > 0n) {
        clear.push({ account: { userId: row.user_id, bucket: 'reward_hold' }, asset, deltaWei: -cleared });
        clear.push({ account: { system: 'rewards' }, asset, deltaWei: cleared });
      }
    }
    const key = `assessment:${week.start}:${row.user_id}`;
    if (release.length > 0) {
      transfers.push({
        idempotencyKey: `${key}:release`,
        kind: 'assessment_release',
        refId: window.day,
        postings: release,
      });
    }
    if (clear.length > 0) {
      transfers.push({
        idempotencyKey: `${key}:clear`,
        kind: 'assessment_clear',
        refId: window.day,
        postings: clear,
      });
    }
    await insertAssessment(tx, {
      weekStart: week.start,
      userId: row.user_id,
      level: row.level,
      targetWei,
      completedWei,
      state: outcome.state,
      heldValue,
      clearedValue: outcome.state === 'completed' ? 0n : outcome.clearedWei,
    });
    if (outcome.freeUntil !== row.free_until) await updateFreeUntil(tx, row.user_id, outcome.freeUntil);
  }
  await postTransfers(tx, transfers);
  return rows.at(-1)!.user_id;
}

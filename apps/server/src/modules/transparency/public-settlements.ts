import type { PublicSettlement, RulesInForce } from '@woohoo/shared/api/transparency';
import { rulesToJson } from '@woohoo/shared/rules/rules-config';
import { paidShareBps } from '@woohoo/shared/settlement/settlement-engine';
import type { Queryable } from '../../db/db';
import { rulesAt } from '../rules/rules-service';
import { settledDays } from '../settlement/settlement-service';

/** Settled days, newest first, each with its total per reward kind. */
export async function publicSettlements(
  db: Queryable,
  page: number,
  size: number,
): Promise<{ items: PublicSettlement[]; page: number; size: number; total: number }> {
  const { days, total } = await settledDays(db, size, (page - 1) * size);
  return {
    items: days.map((row) => {
      return {
        day: row.day,
        rulesVersion: Number(row.rules_version),
        base: row.base,
        cap: row.cap,
        totalValue: row.total_value,
        paidValue: row.paid_value,
        capped: row.capped,
        paidBps: paidShareBps(BigInt(row.paid_value), BigInt(row.total_value)),
        usersPaid: Number(row.users_paid),
        kinds: row.kinds.map((t) => ({
          kind: t.kind,
          asset: t.asset,
          lines: Number(t.lines),
          paidValue: t.paid_value,
          amount: t.amount,
        })),
      };
    }),
    page,
    size,
    total,
  };
}

/** The rules configuration in force now, as stored (every amount a decimal string). */
export async function rulesInForce(db: Queryable, now: Date): Promise<RulesInForce> {
  const rules = await rulesAt(db, now);
  return {
    version: rules.version,
    effectiveAt: rules.effectiveAt,
    rules: rulesToJson(rules) as Record<string, unknown>,
  };
}

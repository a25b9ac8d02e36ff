import type { PublicSettlement, RulesInForce } from '@woohoo/shared/api/transparency';
import { rulesToJson } from '@woohoo/shared/rules/rules-config';
import type { RewardKind } from '@woohoo/shared/settlement/reward-kinds';
import type { Queryable } from '../../db/db';
import { rulesAt } from '../rules/rules-service';

type SettlementRow = {
  day: string;
  rules_version: number;
  base: string;
  cap: string;
  total_value: string;
  paid_value: string;
  capped: boolean;
  users_paid: number;
};

/** Settled days, newest first, each with its total per reward kind. */
export async function publicSettlements(
  db: Queryable,
  page: number,
  size: number,
): Promise<{ items: PublicSettlement[]; page: number; size: number; total: number }> {
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM settlements');
  const rows = await db.query<SettlementRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, rules_version, base::text, cap::text, total_value::text,
            paid_value::text, capped, users_paid
       FROM settlements ORDER BY day DESC LIMIT $1 OFFSET $2`,
    [size, (page - 1) * size],
  );
  const totals = await db.query<{
    day: string;
    kind: RewardKind;
    asset: string;
    lines: number;
    paid_value: string;
    amount: string;
  }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, asset, lines, paid_value::text, amount::text
       FROM settlement_kind_totals WHERE day = ANY($1::date[]) ORDER BY day, paid_value DESC, kind`,
    [rows.map((r) => r.day)],
  );
  return {
    items: rows.map((row) => {
      const total = BigInt(row.total_value);
      const paid = BigInt(row.paid_value);
      return {
        day: row.day,
        rulesVersion: Number(row.rules_version),
        base: row.base,
        cap: row.cap,
        totalValue: row.total_value,
        paidValue: row.paid_value,
        capped: row.capped,
        paidBps: total > 0n ? Number((paid * 10_000n) / total) : 10_000,
        usersPaid: Number(row.users_paid),
        kinds: totals
          .filter((t) => t.day === row.day)
          .map((t) => ({
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
    total: Number(count?.n ?? 0),
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

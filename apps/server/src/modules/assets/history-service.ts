import type { HistoryEntry } from '@woohoo/shared/api/money';
import type { Asset } from '@woohoo/shared/assets';
import type { LedgerRefType } from '@woohoo/shared/ledger-kinds';
import type { Queryable } from '../../db/db';
import { type HistoryRow, userHistory } from '../ledger/ledger-service';
import {
  selectAdjustmentReasons,
  selectNodeOrderBuyers,
  selectTransferCounterparties,
  selectTxHashes,
} from './history-repository';

/** What the history adds to a reference from its record: the other wallet, the transaction. */
type RefDetail = { counterparty: string | null; txHash: string | null; note?: string };

/**
 * Per record type, how to read the details of a page's references in one query. Typed by the
 * catalogue's reference types, so a new type without its loader fails the build.
 */
const DETAIL_LOADERS: Record<
  LedgerRefType,
  ((db: Queryable, ids: string[], userId: string) => Promise<Map<string, RefDetail>>) | undefined
> = {
  deposit: (db, ids) => loadTxHashes(db, 'deposits', ids),
  withdraw: (db, ids) => loadTxHashes(db, 'withdrawals', ids),
  transfer: async (db, ids, userId) => {
    const rows = await selectTransferCounterparties(db, ids, userId);
    return new Map(rows.map((r) => [r.id, { counterparty: r.counterparty, txHash: null }]));
  },
  swap: undefined,
  stake_order: undefined,
  woohoo_order: undefined,
  position: undefined,
  // A reward's reference is its settlement day ("Rewards of 2026-11-22"); the lines explain it.
  settlement: undefined,
  // A node order's rewards name the buyer to the referrer: "node sales reward from order 17 of 0xab…cd".
  node_order: async (db, ids, userId) => {
    const rows = await selectNodeOrderBuyers(db, ids);
    return new Map(
      rows.map((r) => [r.id, { counterparty: r.buyer_id === userId ? null : r.buyer, txHash: null }]),
    );
  },
  // The history names a mall payment or refund "Order #id"; the order page holds the rest.
  mall_order: undefined,
  // A prize is "Blind box #id"; the box page shows its draw and proof.
  blind_box: undefined,
  // Task centre rewards and gifts name the task; the task centre shows the rest.
  task: undefined,
  task_gift: undefined,
  // An operator's adjustment is "Adjustment #id" with the reason the operator had to give.
  adjustment: async (db, ids, userId) => {
    const rows = await selectAdjustmentReasons(db, ids, userId);
    return new Map(rows.map((r) => [r.id, { counterparty: null, txHash: null, note: r.reason }]));
  },
};

async function loadTxHashes(db: Queryable, table: 'deposits' | 'withdrawals', ids: string[]) {
  const rows = await selectTxHashes(db, table, ids);
  return new Map(rows.map((r) => [r.id, { counterparty: null, txHash: r.tx_hash }]));
}

/** Splits a stored reference `<type>:<id>`. */
export function parseRef(ref: string): { type: LedgerRefType; id: string } {
  const at = ref.indexOf(':');
  return { type: ref.slice(0, at) as LedgerRefType, id: ref.slice(at + 1) };
}

/** The net change of a history row over all its buckets. */
export function netDelta(changes: HistoryRow['changes']): bigint {
  return changes.reduce((sum, change) => sum + BigInt(change.delta), 0n);
}

/**
 * A page of the caller's history in one asset (SPEC 2 /pages/my/BSCAssetsViewDetails): one entry
 * per ledger transfer with its kind, its record, every bucket it moved and the net change, plus the
 * counterparty or transaction hash its record holds, so the app can say "Transfer to 0x70…79C8".
 */
export async function loadHistoryPage(
  db: Queryable,
  userId: string,
  asset: Asset,
  page: { limit: number; offset: number },
): Promise<{ items: HistoryEntry[]; total: number }> {
  const { rows, total } = await userHistory(db, userId, asset, page.limit, page.offset);
  const refs = rows.map((row) => parseRef(row.ref));
  const details = new Map<string, RefDetail>();
  for (const type of new Set(refs.map((r) => r.type))) {
    const loader = DETAIL_LOADERS[type];
    if (!loader) continue;
    const ids = refs.filter((r) => r.type === type).map((r) => r.id);
    for (const [id, detail] of await loader(db, ids, userId)) details.set(`${type}:${id}`, detail);
  }
  const items = rows.map((row, i): HistoryEntry => {
    const ref = refs[i] ?? parseRef(row.ref);
    const detail = details.get(row.ref);
    return {
      id: row.id,
      time: new Date(row.time).toISOString(),
      asset,
      kind: row.kind,
      ref,
      delta: netDelta(row.changes).toString(),
      changes: row.changes,
      counterparty: detail?.counterparty ?? null,
      txHash: detail?.txHash ?? null,
      note: detail?.note ?? null,
    };
  });
  return { items, total };
}

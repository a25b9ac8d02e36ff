/**
 * What caused a ledger entry (GET /api/assets/history `kind`). Each has its own label; a kind
 * this app does not know yet reads "Unknown type" (SPEC 8) instead of a raw code.
 */
export const HISTORY_KINDS = [
  'deposit',
  'withdraw_hold',
  'withdraw_payout',
  'withdraw_refund',
  'transfer_out',
  'transfer_in',
  'swap_out',
  'swap_in',
] as const;

export type HistoryKind = (typeof HISTORY_KINDS)[number];

export function isHistoryKind(kind: string): kind is HistoryKind {
  return (HISTORY_KINDS as readonly string[]).includes(kind);
}

/** The locale key of a kind's label. */
export function historyKindLabelKey(kind: string): `history.kinds.${HistoryKind}` | 'history.unknownKind' {
  return isHistoryKind(kind) ? `history.kinds.${kind}` : 'history.unknownKind';
}

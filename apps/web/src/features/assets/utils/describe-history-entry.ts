import { isLedgerKind, LEDGER_KINDS, type LedgerKind, type LedgerRefType } from '@woohoo/shared/ledger-kinds';
import { shortenAddress } from '../../../lib/format/shorten-address';
import type { HistoryEntry } from '../../../lib/money/money-types';

/** Every text a history row can say; typed so a missing locale key fails the build. */
/**
 * The label of every kind the server can write. A `Record` over the shared catalogue: a new kind
 * without its label here fails the build, and the locale test makes every language carry it.
 */
export const KIND_LABELS = {
  deposit: 'history.kinds.deposit',
  withdraw_hold: 'history.kinds.withdrawHold',
  withdraw_payout: 'history.kinds.withdrawPayout',
  withdraw_payout_reversal: 'history.kinds.withdrawPayoutReversal',
  withdraw_refund: 'history.kinds.withdrawRefund',
  transfer: 'history.kinds.transfer',
  swap: 'history.kinds.swap',
  node_purchase: 'history.kinds.nodePurchase',
  node_sales_reward: 'history.kinds.nodeSalesReward',
  node_share_bonus: 'history.kinds.nodeShareBonus',
  node_tier_bonus: 'history.kinds.nodeTierBonus',
  stake_open: 'history.kinds.stakeOpen',
  stake_return: 'history.kinds.stakeReturn',
  woohoo_purchase: 'history.kinds.woohooPurchase',
  position_release: 'history.kinds.positionRelease',
  mall_purchase: 'history.kinds.mallPurchase',
  mall_refund: 'history.kinds.mallRefund',
  reward_static: 'history.kinds.rewardStatic',
  reward_differential: 'history.kinds.rewardDifferential',
  reward_same_level: 'history.kinds.rewardSameLevel',
  reward_override: 'history.kinds.rewardOverride',
  reward_generation: 'history.kinds.rewardGeneration',
  reward_team_subsidy: 'history.kinds.rewardTeamSubsidy',
  reward_community_subsidy: 'history.kinds.rewardCommunitySubsidy',
  reward_fee_dividend: 'history.kinds.rewardFeeDividend',
  reward_network_dividend: 'history.kinds.rewardNetworkDividend',
  reward_global_bonus: 'history.kinds.rewardGlobalBonus',
  reward_id_referral: 'history.kinds.rewardIdReferral',
  reward_token_referral: 'history.kinds.rewardTokenReferral',
  assessment_release: 'history.kinds.assessmentRelease',
  assessment_clear: 'history.kinds.assessmentClear',
  box_prize: 'history.kinds.boxPrize',
  task_reward: 'history.kinds.taskReward',
  invite_gift: 'history.kinds.inviteGift',
  balance_adjustment: 'history.kinds.balanceAdjustment',
} as const satisfies Record<LedgerKind, `history.kinds.${string}`>;

export type HistoryTextKey =
  | (typeof KIND_LABELS)[LedgerKind]
  | `history.refs.${LedgerRefType}`
  | 'history.transferTo'
  | 'history.transferFrom'
  | 'history.orderOf'
  | 'history.withTx'
  | 'history.note'
  | 'history.holdMoved'
  | 'history.refundMoved'
  | 'history.stakeMoved'
  | 'history.stakeReturned'
  | 'history.positionReleased'
  | 'history.assessmentReleased'
  | 'history.unknownKind';

/** A locale key and its values (which may be texts themselves), turned into words by `renderText`. */
export type Text = { key: HistoryTextKey; values?: Record<string, string | Text> };

/** Resolves a text and its nested texts with i18next's `t`. */
export function renderText(
  t: (key: HistoryTextKey, values: Record<string, string>) => string,
  text: Text,
): string {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(text.values ?? {})) {
    values[name] = typeof value === 'string' ? value : renderText(t, value);
  }
  return t(text.key, values);
}

/**
 * One history row in words: the kind's label, a human reference to the record ("Swap #1",
 * "Transfer to 0x7099…79C8", "Withdrawal #2, tx 0x17…fb3b") and the amount with its direction. A
 * move between the user's own buckets (a withdrawal put on hold, or refunded) nets to zero: it
 * reads as one neutral line naming where the money went, not as a red and a green line.
 */
export type HistoryLine = {
  label: Text;
  reference: Text;
  /** `in` and `out` change what the user owns; `move` only changes the bucket. */
  direction: 'in' | 'out' | 'move';
  /** The net change, or for a move the amount moved (positive). */
  amountWei: bigint;
  /** An operator's reason ("Reason: …"): why a balance adjustment has its amount. */
  note: Text | null;
};

function toWei(value: string): bigint {
  return /^[-+]?\d+$/.test(value) ? BigInt(value) : 0n;
}

/** Kinds whose transfer only moves money between the user's own buckets. */
const MOVES: Partial<Record<LedgerKind, HistoryTextKey>> = {
  withdraw_hold: 'history.holdMoved',
  withdraw_refund: 'history.refundMoved',
  stake_open: 'history.stakeMoved',
  stake_return: 'history.stakeReturned',
  position_release: 'history.positionReleased',
  assessment_release: 'history.assessmentReleased',
};

export function describeHistoryEntry(
  entry: HistoryEntry,
  formatAmount: (wei: bigint) => string,
): HistoryLine {
  const kind: string = entry.kind;
  const net = toWei(entry.delta);
  const ref: Text = { key: `history.refs.${entry.ref.type}`, values: { id: entry.ref.id } };
  const note: Text | null = entry.note ? { key: 'history.note', values: { note: entry.note } } : null;
  if (!isLedgerKind(kind)) {
    return {
      label: { key: 'history.unknownKind' },
      reference: ref,
      direction: net < 0n ? 'out' : 'in',
      amountWei: net,
      note,
    };
  }
  const label: Text = { key: KIND_LABELS[kind] };
  const move = MOVES[kind];
  if (move && net === 0n) {
    const moved = entry.changes.reduce((sum, c) => (toWei(c.delta) > 0n ? sum + toWei(c.delta) : sum), 0n);
    return {
      label,
      reference: { key: move, values: { ref, amount: formatAmount(moved) } },
      direction: 'move',
      amountWei: moved,
      note,
    };
  }
  return {
    label,
    reference: detailedReference(entry, ref),
    direction: net < 0n ? 'out' : 'in',
    amountWei: net,
    note,
  };
}

function detailedReference(entry: HistoryEntry, ref: Text): Text {
  if (LEDGER_KINDS[entry.kind].ref === 'transfer' && entry.counterparty) {
    const sent = toWei(entry.delta) < 0n;
    return {
      key: sent ? 'history.transferTo' : 'history.transferFrom',
      values: { address: shortenAddress(entry.counterparty, 4, 4) },
    };
  }
  if (entry.ref.type === 'node_order' && entry.counterparty) {
    return { key: 'history.orderOf', values: { ref, address: shortenAddress(entry.counterparty, 4, 4) } };
  }
  if (entry.txHash) {
    return { key: 'history.withTx', values: { ref, hash: shortenAddress(entry.txHash, 4, 4) } };
  }
  return ref;
}

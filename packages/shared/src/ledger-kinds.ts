/**
 * The one catalogue of ledger transfer kinds (STYLE "One catalogue, shared by both sides"). The
 * server can post only a kind listed here (`postTransfer` takes a `LedgerKind`), the database
 * refuses any other (a CHECK kept equal to this list by a test), the history API answers a
 * `z.enum` of it, and the web app labels every one in all 14 languages (a test fails when one
 * lacks its label).
 *
 * `ref` names the record a transfer of this kind belongs to: the history shows it as a human
 * reference ("Swap #1", "Withdrawal #2"), and the server adds the counterparty or transaction
 * hash from that record.
 */
export const LEDGER_KINDS = {
  /** A confirmed on-chain deposit credited to available. */
  deposit: { ref: 'deposit' },
  /** A withdrawal request moves its amount from available to withdraw_hold. */
  withdraw_hold: { ref: 'withdraw' },
  /** The payout is confirmed on chain: the held amount leaves (sent to the wallet plus the fee). */
  withdraw_payout: { ref: 'withdraw' },
  /**
   * docs/rules.md "Payout runbook": a settled payout whose transaction the chain lost is undone,
   * the exact opposite of its `withdraw_payout`: the amount is held for the withdrawal again.
   */
  withdraw_payout_reversal: { ref: 'withdraw' },
  /** A rejected withdrawal returns from withdraw_hold to available. */
  withdraw_refund: { ref: 'withdraw' },
  /** A transfer between users; the fee comes out of the amount. */
  transfer: { ref: 'transfer' },
  /** The instant swap USDT -> USDB. */
  swap: { ref: 'swap' },
  /** A node order: the buyer's USDT to the platform's node sales (SPEC 1). */
  node_purchase: { ref: 'node_order' },
  /** SPEC 9: the referrer's 10% node sales reward in USDT, from the order's sales. */
  node_sales_reward: { ref: 'node_order' },
  /** SPEC 9: the referrer's +500 USDB a share referred. */
  node_share_bonus: { ref: 'node_order' },
  /** SPEC 9: the referrer's +2,500 USDB when referred node sales reach a tier. */
  node_tier_bonus: { ref: 'node_order' },
  /** A stake order: the principal moves from available to staked (SPEC 1). */
  stake_open: { ref: 'stake_order' },
  /** At expiry the principal returns from staked to available, once. */
  stake_return: { ref: 'stake_order' },
  /** A $WOOHOO order: USDT to the sale, the bought $WOOHOO into the buyer's vesting bucket (SPEC 1). */
  woohoo_purchase: { ref: 'woohoo_order' },
  /** A day's release of a locked position: vesting to available (SPEC 3, 4). */
  position_release: { ref: 'position' },
  /** A mall order paid from available to the mall's revenue account. */
  mall_purchase: { ref: 'mall_order' },
  /** A mall order cancelled before shipping: the payment returns to available, once. */
  mall_refund: { ref: 'mall_order' },
  /**
   * SPEC 3 "Reward types": a day's rewards of one kind to one user, from the platform's `rewards`
   * account (the global bonus into the vesting bucket as a locked position). The reference is the
   * settlement day; the reward lines of that day and user explain the amount.
   */
  reward_static: { ref: 'settlement' },
  reward_differential: { ref: 'settlement' },
  reward_same_level: { ref: 'settlement' },
  reward_override: { ref: 'settlement' },
  reward_generation: { ref: 'settlement' },
  reward_team_subsidy: { ref: 'settlement' },
  reward_community_subsidy: { ref: 'settlement' },
  reward_fee_dividend: { ref: 'settlement' },
  reward_network_dividend: { ref: 'settlement' },
  reward_global_bonus: { ref: 'settlement' },
  reward_id_referral: { ref: 'settlement' },
  reward_token_referral: { ref: 'settlement' },
  /** SPEC 4: a week's held rewards released to available after its assessment. */
  assessment_release: { ref: 'settlement' },
  /** SPEC 4: the part of a missed week's held rewards that is cleared. */
  assessment_clear: { ref: 'settlement' },
  /** SPEC 4: a claimed blind-box prize, from the platform's box_prizes account, once per box. */
  box_prize: { ref: 'blind_box' },
  /** SPEC 4: a task centre reward claimed, from the platform's task_rewards account, once. */
  task_reward: { ref: 'task' },
  /** SPEC 6: a pioneer's gift to a direct referral, paid by the platform's task_rewards account. */
  invite_gift: { ref: 'task_gift' },
  /** docs/rules.md "Operators": an operator's balance adjustment, with its mandatory reason. */
  balance_adjustment: { ref: 'adjustment' },
} as const satisfies Record<string, { ref: string }>;

export type LedgerKind = keyof typeof LEDGER_KINDS;
export const LEDGER_KIND_NAMES = Object.keys(LEDGER_KINDS) as [LedgerKind, ...LedgerKind[]];

/** The records a ledger transfer can belong to. */
export type LedgerRefType = (typeof LEDGER_KINDS)[LedgerKind]['ref'];
export const LEDGER_REF_TYPES = [...new Set(Object.values(LEDGER_KINDS).map((k) => k.ref))] as [
  LedgerRefType,
  ...LedgerRefType[],
];

export function isLedgerKind(value: string): value is LedgerKind {
  return Object.hasOwn(LEDGER_KINDS, value);
}

/** The record type of a kind's reference. */
export function refTypeOf(kind: LedgerKind): LedgerRefType {
  return LEDGER_KINDS[kind].ref;
}

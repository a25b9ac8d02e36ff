import type { WithdrawalApprovals, WithdrawalReview } from '@woohoo/shared/api/operator';

/** Why a second operator is needed, in the console's words (docs/rules.md "Treasury limits"). */
export const SECOND_APPROVAL_LABELS = {
  fourEyes: 'four-eyes: above the two-operator threshold',
  dailyLimit: "the day's payouts would pass the daily hot-wallet limit",
} as const satisfies Record<NonNullable<WithdrawalApprovals['why']>, string>;

/** "1 of 2 approvals": what a waiting withdrawal has of the approvals it needs. */
export function describeApprovalCount(approvals: WithdrawalApprovals): string {
  return `${approvals.by.length} of ${approvals.needed} approval${approvals.needed === 1 ? '' : 's'}`;
}

/** The toast after an approval: approved for payout, or waiting for a second operator. */
export function describeApprovalResult(review: WithdrawalReview): string {
  if (review.status === 'approved' || !review.approvals) return `Withdrawal #${review.id} approved`;
  return `Withdrawal #${review.id}: ${describeApprovalCount(review.approvals)}; a second operator must approve it`;
}

import type { RecordStatus } from '@woohoo/shared/api/money';

/** The review states as the console names them (SPEC 4's record states). */
export const WITHDRAWAL_STATUS_LABELS: Record<RecordStatus, string> = {
  reviewing: 'Reviewing',
  approved: 'Approved',
  success: 'Paid out',
  rejected: 'Rejected',
};

/**
 * A withdrawal's review state and its payout's: "Approved · payout signed". A withdrawal with no
 * payout row yet says where it waits.
 */
export function describeWithdrawalState(status: RecordStatus, payout: string | null): string {
  const review = WITHDRAWAL_STATUS_LABELS[status] ?? status;
  if (payout) return `${review} · payout ${payout}`;
  if (status === 'approved') return `${review} · payout not signed yet`;
  return review;
}

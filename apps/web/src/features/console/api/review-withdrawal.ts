import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordStatus } from '@woohoo/shared/api/money';
import { consoleRequest } from './console-client';
import { consoleQueryKeys } from './console-query-keys';

export type ReviewResult = { id: string; status: RecordStatus };

export type ReviewDecision =
  | { id: string; decision: 'approve' }
  | { id: string; decision: 'reject'; reason: string };

/**
 * POST /api/operator/withdrawals/:id/approve with `{}`, or .../reject with the reason the user
 * will read (1..200 characters). The wallet operator is named by the server from the token.
 */
export function reviewWithdrawal(review: ReviewDecision): Promise<ReviewResult> {
  const path = `/api/operator/withdrawals/${encodeURIComponent(review.id)}/${review.decision}`;
  const data = review.decision === 'reject' ? { reason: review.reason.trim() } : {};
  return consoleRequest<ReviewResult>(path, { method: 'POST', data });
}

/** Approves or rejects a withdrawal, then refreshes every withdrawal list and the audit. */
export function useReviewWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewWithdrawal,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleQueryKeys.withdrawals() }),
        queryClient.invalidateQueries({ queryKey: consoleQueryKeys.auditAll() }),
      ]);
    },
  });
}

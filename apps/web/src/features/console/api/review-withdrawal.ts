import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalReview } from '@woohoo/shared/api/operator';
import * as routes from '@woohoo/shared/endpoints/routes';
import { invalidateAreas } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

export type ReviewDecision =
  | { id: string; decision: 'approve' }
  | { id: string; decision: 'reject'; reason: string };

/**
 * POST /api/operator/withdrawals/:id/approve with `{}`, or .../reject with the reason the user
 * will read (1..200 characters). The wallet operator is named by the server from the token.
 */
export function reviewWithdrawal(review: ReviewDecision): Promise<WithdrawalReview> {
  const params = { id: review.id };
  return review.decision === 'reject'
    ? consoleRequest(routes.operator.withdrawals.reject, { params, body: { reason: review.reason.trim() } })
    : consoleRequest(routes.operator.withdrawals.approve, { params, body: {} });
}

/** Approves or rejects a withdrawal, then refreshes every withdrawal list and the audit. */
export function useReviewWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewWithdrawal,
    onSettled: async () => {
      await invalidateAreas(queryClient, routes.operator.withdrawals, routes.operator.audit);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutAction } from '@woohoo/shared/api/operator-payouts';
import * as routes from '@woohoo/shared/endpoints/routes';
import { invalidateAreas } from '../../../lib/query/endpoint-query';
import type { PayoutRequest } from '../utils/payout-actions';
import { consoleRequest } from './console-client';

/** POST /api/operator/payouts/:id/retry|returned|paid (docs/rules.md "Payout runbook"). */
export function actOnPayout(request: PayoutRequest): Promise<PayoutAction> {
  const params = { id: request.id };
  if (request.action === 'retry') return consoleRequest(routes.operator.payouts.retry, { params, body: {} });
  if (request.action === 'returned')
    return consoleRequest(routes.operator.payouts.returned, { params, body: { reason: request.reason } });
  return consoleRequest(routes.operator.payouts.paid, { params, body: { txHash: request.txHash } });
}

/** Acts on a payout, then refreshes the payouts, the withdrawals and the audit. */
export function useActOnPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnPayout,
    onSettled: async () => {
      await invalidateAreas(
        queryClient,
        routes.operator.payouts,
        routes.operator.withdrawals,
        routes.operator.audit,
      );
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Adjustment } from '@woohoo/shared/api/operator';
import type { Asset } from '@woohoo/shared/assets';
import * as routes from '@woohoo/shared/endpoints/routes';
import { IDEMPOTENCY_KEY_HEADER } from '../../../lib/money/idempotency-key';
import { invalidateAreas } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

export type AdjustmentInput = {
  address: string;
  asset: Asset;
  amountWei: bigint;
  reason: string;
  idempotencyKey: string;
};

/**
 * POST /api/operator/users/:address/adjustments: a signed amount in the smallest unit (positive
 * credits, negative debits) with a mandatory reason the user sees in the asset's history.
 */
export function adjustBalance(input: AdjustmentInput): Promise<Adjustment> {
  return consoleRequest(routes.operator.users.adjust, {
    params: { address: input.address },
    body: { asset: input.asset, amount: input.amountWei.toString(), reason: input.reason.trim() },
    headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
  });
}

/** Adjusts a balance, then refreshes the user (balances and ledger) and the audit. */
export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    // Every looked-up user: the lookup's key is the address as typed, the answer's is checksummed.
    onSettled: async () => {
      await invalidateAreas(queryClient, routes.operator.users, routes.operator.audit);
    },
  });
}

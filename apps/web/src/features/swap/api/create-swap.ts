import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { IDEMPOTENCY_KEY_HEADER } from '../../../lib/money/idempotency-key';
import { invalidateMoneyQueries } from '../../../lib/money/invalidate-money-queries';
import type { SwapRecord } from '../../../lib/money/money-types';

export type CreateSwapInput = { amountWei: bigint; idempotencyKey: string };

/** POST /api/swap: the instant swap of SPEC 1, USDT to USDB at 1:1 minus the fee. */
export function createSwap(input: CreateSwapInput): Promise<SwapRecord> {
  return api.call(routes.swap.create, {
    body: { from: 'USDT', to: 'USDB', amount: input.amountWei.toString() },
    headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
  });
}

export function useCreateSwap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSwap,
    onSuccess: () => invalidateMoneyQueries(queryClient),
  });
}

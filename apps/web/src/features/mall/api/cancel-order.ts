import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { IDEMPOTENCY_KEY_HEADER } from '../../../lib/money/idempotency-key';
import { invalidateMoneyQueries } from '../../../lib/money/invalidate-money-queries';
import { invalidateAreas } from '../../../lib/query/endpoint-query';
import type { MallOrderDetail } from '../utils/mall-types';

/** POST /api/mall/orders/:id/cancel: a paid order is cancelled and refunded once. */
export function cancelOrder(input: { id: string; idempotencyKey: string }): Promise<MallOrderDetail> {
  return api.call(routes.mall.cancelOrder, {
    params: { id: input.id },
    headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () =>
      Promise.all([invalidateMoneyQueries(queryClient), invalidateAreas(queryClient, routes.mall)]),
  });
}

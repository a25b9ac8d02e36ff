import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderBody } from '@woohoo/shared/api/mall';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { IDEMPOTENCY_KEY_HEADER } from '../../../lib/money/idempotency-key';
import { invalidateMoneyQueries } from '../../../lib/money/invalidate-money-queries';
import { invalidateAreas } from '../../../lib/query/endpoint-query';
import type { MallOrderDetail } from '../utils/mall-types';

export type CreateOrderInput = CreateOrderBody & { idempotencyKey: string };

/** POST /api/mall/orders: places the order and pays it from the balance. */
export function createOrder({ idempotencyKey, ...body }: CreateOrderInput): Promise<MallOrderDetail> {
  return api.call(routes.mall.createOrder, {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () =>
      Promise.all([invalidateMoneyQueries(queryClient), invalidateAreas(queryClient, routes.mall)]),
  });
}

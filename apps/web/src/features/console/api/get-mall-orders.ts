import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MallOrder } from '@woohoo/shared/api/mall';
import { consoleRequest } from './console-client';
import { consoleQueryKeys } from './console-query-keys';

export const MALL_ORDERS_LIMIT = 100;

export type MallOrderStatusFilter = 'paid' | 'shipped';

/** GET /api/operator/mall/orders?status=: orders in a state, oldest first. */
export function getMallOrders(status: MallOrderStatusFilter): Promise<MallOrder[]> {
  return consoleRequest<MallOrder[]>('/api/operator/mall/orders', {
    data: { status, limit: MALL_ORDERS_LIMIT },
  });
}

export function mallOrdersQueryOptions(status: MallOrderStatusFilter) {
  return queryOptions({
    queryKey: consoleQueryKeys.mallOrders(status),
    queryFn: () => getMallOrders(status),
  });
}

export function useMallOrders(status: MallOrderStatusFilter) {
  return useQuery(mallOrdersQueryOptions(status));
}

import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import type { OrderStatus } from '@woohoo/shared/mall-rules';
import { nextPageParam } from '../../../lib/money/next-page-param';
import { endpointPages, endpointQuery } from '../../../lib/query/endpoint-query';

/** GET /api/mall/orders?status=&page=&size= */
export function ordersInfiniteQueryOptions(address: string, status: OrderStatus | undefined) {
  return endpointPages(routes.mall.orders, { size: 20, next: nextPageParam }, address, { query: { status } });
}

/** GET /api/mall/orders/:id: one order with its logistics timeline. */
export function useOrder(address: string, id: string | undefined) {
  return useQuery({
    ...endpointQuery(routes.mall.order, address, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

export const MALL_ORDERS_PAGE_SIZE = 20;

export type MallOrderStatusFilter = 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'all';

/** GET /api/operator/mall/orders?status=&page=&size=: one page of orders in a state, oldest first. */
export function getMallOrders(status: MallOrderStatusFilter, page: number) {
  return consoleRequest(routes.operator.mall.orders, {
    query: { status, page, size: MALL_ORDERS_PAGE_SIZE },
  });
}

export function mallOrdersQueryOptions(status: MallOrderStatusFilter, page: number) {
  return queryOptions({
    queryKey: endpointKey(routes.operator.mall.orders, undefined, { status, page }),
    queryFn: () => getMallOrders(status, page),
    placeholderData: keepPreviousData,
  });
}

export function useMallOrders(status: MallOrderStatusFilter, page: number) {
  return useQuery(mallOrdersQueryOptions(status, page));
}

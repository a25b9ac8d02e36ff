import { infiniteQueryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import type { OrderStatus } from '@woohoo/shared/mall-rules';
import { api } from '../../../lib/api';
import { nextPageParam } from '../../../lib/money/next-page-param';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import type { MallOrderDetail } from '../utils/mall-types';
import { mallQueryKeys } from './mall-query-keys';

/** GET /api/mall/orders?status=&page=&size= */
export function getOrders(params: { status: OrderStatus | undefined; page: number }, overlay: boolean) {
  const query = { page: params.page, size: 20, ...(params.status ? { status: params.status } : {}) };
  return api.call(routes.mall.orders, { query }, { overlay });
}

export function ordersInfiniteQueryOptions(address: string, status: OrderStatus | undefined) {
  return infiniteQueryOptions({
    queryKey: mallQueryKeys.orderList(address, status),
    queryFn: (context) => getOrders({ status, page: context.pageParam }, overlayForFetch(context)),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

/** GET /api/mall/orders/:id: one order with its logistics timeline. */
export function getOrder(id: string): Promise<MallOrderDetail> {
  return api.call(routes.mall.order, { params: { id } });
}

export function useOrder(address: string, id: string | undefined) {
  return useQuery({
    queryKey: mallQueryKeys.order(address, id ?? ''),
    queryFn: () => getOrder(id ?? ''),
    enabled: Boolean(id),
  });
}

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { IDEMPOTENCY_KEY_HEADER } from '../../../lib/money/idempotency-key';
import { invalidateMoneyQueries } from '../../../lib/money/invalidate-money-queries';
import { nextPageParam } from '../../../lib/money/next-page-param';

export type StakeStatusFilter = 'active' | 'expired' | 'all';

export const stakeQueryKeys = {
  all: ['stake'] as const,
  packages: ['stake', 'packages'] as const,
  orders: (address: string, status: StakeStatusFilter) =>
    ['stake', 'orders', address.toLowerCase(), status] as const,
};

/** GET /api/stake/packages: the packages and amount limits of the rules in force. */
export function useStakePackages() {
  return useQuery({
    queryKey: stakeQueryKeys.packages,
    queryFn: () => api.call(routes.stake.packages),
  });
}

export const STAKE_ORDERS_PAGE_SIZE = 20;

/** GET /api/stake/orders?status=: the caller's orders, newest first, a page at a time. */
export function useStakeOrders(address: string, status: StakeStatusFilter) {
  return useInfiniteQuery({
    queryKey: stakeQueryKeys.orders(address, status),
    queryFn: (context) =>
      api.call(
        routes.stake.orders,
        { query: { status, page: context.pageParam, size: STAKE_ORDERS_PAGE_SIZE } },
        { overlay: false },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

export type CreateStakeInput = { packageId: string; amountWei: bigint; idempotencyKey: string };

/** POST /api/stake: the principal moves from available to staked with the order. */
export function useCreateStake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateStakeInput) =>
      api.call(routes.stake.create, {
        body: { packageId: input.packageId, amount: input.amountWei.toString() },
        headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: stakeQueryKeys.all });
      return invalidateMoneyQueries(queryClient);
    },
  });
}

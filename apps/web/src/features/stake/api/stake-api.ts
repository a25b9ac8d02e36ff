import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { IDEMPOTENCY_KEY_HEADER } from '../../../lib/money/idempotency-key';
import { invalidateMoneyQueries } from '../../../lib/money/invalidate-money-queries';
import { nextPageParam } from '../../../lib/money/next-page-param';
import { endpointPages, endpointQuery, invalidateAreas } from '../../../lib/query/endpoint-query';

export type StakeStatusFilter = 'active' | 'expired' | 'all';

/** GET /api/stake/packages: the packages and amount limits of the rules in force. */
export function useStakePackages(address: string) {
  return useQuery(endpointQuery(routes.stake.packages, address));
}

export const STAKE_ORDERS_PAGE_SIZE = 20;

/** GET /api/stake/orders?status=: the caller's orders, newest first, a page at a time. */
export function useStakeOrders(address: string, status: StakeStatusFilter) {
  return useInfiniteQuery(
    endpointPages(
      routes.stake.orders,
      { size: STAKE_ORDERS_PAGE_SIZE, next: nextPageParam },
      address,
      { query: { status } },
      { overlay: false },
    ),
  );
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
      void invalidateAreas(queryClient, routes.stake);
      return invalidateMoneyQueries(queryClient);
    },
  });
}

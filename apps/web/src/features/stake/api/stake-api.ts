import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StakeOrder, StakePackages } from '@woohoo/shared/api/stake';
import { api } from '../../../lib/api';
import { IDEMPOTENCY_KEY_HEADER } from '../../../lib/money/idempotency-key';
import { invalidateMoneyQueries } from '../../../lib/money/invalidate-money-queries';
import type { Paged } from '../../../lib/money/money-types';

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
    queryFn: () => api.request<StakePackages>('/api/stake/packages'),
  });
}

/** GET /api/stake/orders?status=: the caller's orders; the list refreshes while one is running. */
export function useStakeOrders(address: string, status: StakeStatusFilter) {
  return useQuery({
    queryKey: stakeQueryKeys.orders(address, status),
    queryFn: () =>
      api.request<Paged<StakeOrder>>('/api/stake/orders', {
        data: { status, page: 1, size: 50 },
        overlay: false,
      }),
  });
}

export type CreateStakeInput = { packageId: string; amountWei: bigint; idempotencyKey: string };

/** POST /api/stake: the principal moves from available to staked with the order. */
export function useCreateStake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateStakeInput) =>
      api.request<StakeOrder>('/api/stake', {
        method: 'POST',
        data: { packageId: input.packageId, amount: input.amountWei.toString() },
        headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: stakeQueryKeys.all });
      return invalidateMoneyQueries(queryClient);
    },
  });
}

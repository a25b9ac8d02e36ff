import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import type { NodeKind } from '@woohoo/shared/rules/rules-config';
import { api } from '../../../lib/api';
import { IDEMPOTENCY_KEY_HEADER } from '../../../lib/money/idempotency-key';
import { invalidateMoneyQueries } from '../../../lib/money/invalidate-money-queries';

export const nodesQueryKeys = {
  all: ['nodes'] as const,
  overview: (address: string) => ['nodes', 'overview', address.toLowerCase()] as const,
  orders: (address: string) => ['nodes', 'orders', address.toLowerCase()] as const,
};

/** GET /api/nodes: every kind with its price and what is left, and the caller's holdings. */
export function useNodes(address: string) {
  return useQuery({
    queryKey: nodesQueryKeys.overview(address),
    queryFn: () => api.call(routes.nodes.overview),
  });
}

/** GET /api/nodes/orders: the caller's latest node orders. */
export function useNodeOrders(address: string) {
  return useQuery({
    queryKey: nodesQueryKeys.orders(address),
    queryFn: () => api.call(routes.nodes.orders, { query: { page: 1, size: 20 } }, { overlay: false }),
  });
}

export type NodePurchaseInput = { kind: NodeKind; shares: number; idempotencyKey: string };

/** POST /api/nodes/purchase: shares paid from the USDT balance; the referrer is paid in the same call. */
export function useCreateNodePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NodePurchaseInput) =>
      api.call(routes.nodes.purchase, {
        body: { kind: input.kind, shares: input.shares },
        headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: nodesQueryKeys.all });
      return invalidateMoneyQueries(queryClient);
    },
  });
}

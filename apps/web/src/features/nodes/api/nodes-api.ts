import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import type { NodeKind } from '@woohoo/shared/rules/rules-config';
import { api } from '../../../lib/api';
import { IDEMPOTENCY_KEY_HEADER } from '../../../lib/money/idempotency-key';
import { invalidateMoneyQueries } from '../../../lib/money/invalidate-money-queries';
import { endpointQuery, invalidateAreas } from '../../../lib/query/endpoint-query';

/** GET /api/nodes: every kind with its price and what is left, and the caller's holdings. */
export function useNodes(address: string) {
  return useQuery(endpointQuery(routes.nodes.overview, address));
}

/** GET /api/nodes/orders: the caller's latest node orders. */
export function useNodeOrders(address: string) {
  return useQuery(
    endpointQuery(routes.nodes.orders, address, { query: { page: 1, size: 20 } }, { overlay: false }),
  );
}

export type NodePurchaseInput = { kind: NodeKind; shares: number; idempotencyKey: string };

/**
 * POST /api/nodes/purchase: shares paid from the USDT balance; the referrer is paid in the same
 * call. Every screen showing what a purchase changes refreshes: the node sale, the full-node
 * assessment (holdings, the team's node counts, the reward summary) and the My page's team card.
 */
export function useCreateNodePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NodePurchaseInput) =>
      api.call(routes.nodes.purchase, {
        body: { kind: input.kind, shares: input.shares },
        headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
      }),
    onSuccess: () => {
      void invalidateAreas(queryClient, routes.nodes, routes.team.summary, routes.rewards.summary);
      return invalidateMoneyQueries(queryClient);
    },
  });
}

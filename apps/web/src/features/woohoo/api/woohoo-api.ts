import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { IDEMPOTENCY_KEY_HEADER } from '../../../lib/money/idempotency-key';
import { invalidateMoneyQueries } from '../../../lib/money/invalidate-money-queries';
import { endpointQuery, invalidateAreas } from '../../../lib/query/endpoint-query';

/** GET /api/woohoo/phases: quota, sold and price of each phase, and the open one. */
export function useWoohooPhases(address: string) {
  return useQuery(endpointQuery(routes.woohoo.phases, address));
}

/** GET /api/positions: the caller's locked positions. */
export function usePositions(address: string) {
  return useQuery(endpointQuery(routes.woohoo.positions, address));
}

export type BuyWoohooInput = { amountWei: bigint; idempotencyKey: string };

/** POST /api/woohoo/buy: whole units from the open phase, paid in USDT, locked as a position. */
export function useBuyWoohoo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BuyWoohooInput) =>
      api.call(routes.woohoo.buy, {
        body: { amount: input.amountWei.toString() },
        headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
      }),
    onSuccess: () => {
      void invalidateAreas(queryClient, routes.woohoo);
      return invalidateMoneyQueries(queryClient);
    },
  });
}

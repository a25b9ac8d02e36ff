import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Box } from '@woohoo/shared/api/boxes';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { invalidateMoneyQueries } from '../../../lib/money/invalidate-money-queries';
import { endpointQuery, invalidateAreas } from '../../../lib/query/endpoint-query';
import { withBox } from './get-box-list';

/**
 * POST /api/box/:id/claim: pays an opened box's prize into available USDT, once (the server's
 * ledger key is the box, so a second claim pays nothing and answers the box as it is).
 */
export function claimBox(id: string): Promise<Box> {
  return api.call(routes.boxes.claim, { params: { id } });
}

/**
 * `onClaimed` runs with the claimed box even when the button that claimed it has gone from the
 * page (it does, once the box reads as claimed), unlike a callback given to `mutate`.
 */
export function useClaimBox(address: string, onClaimed?: (box: Box) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimBox,
    onSuccess: (box) => {
      onClaimed?.(box);
      queryClient.setQueryData(endpointQuery(routes.boxes.list, address).queryKey, (list) =>
        withBox(list, box),
      );
      return Promise.all([invalidateAreas(queryClient, routes.boxes), invalidateMoneyQueries(queryClient)]);
    },
  });
}

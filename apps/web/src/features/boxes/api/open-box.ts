import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Box } from '@woohoo/shared/api/boxes';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { withBox } from './get-box-list';

export type OpenBoxInput = { id: string; clientSeed: string };

/**
 * POST /api/box/:id/open {clientSeed}: draws the prize from the committed server seed, the client
 * seed and the user's counter. Errors: 40037 conditions not met, 40405 no such box, 40926
 * already opened (a retry after a lost answer: the list then shows the opened box).
 */
export function openBox(input: OpenBoxInput): Promise<Box> {
  return api.call(routes.boxes.open, { params: { id: input.id }, body: { clientSeed: input.clientSeed } });
}

export function useOpenBox(address: string) {
  const queryClient = useQueryClient();
  const listKey = endpointQuery(routes.boxes.list, address).queryKey;
  return useMutation({
    mutationFn: openBox,
    onSuccess: (box) => {
      queryClient.setQueryData(listKey, (list) => withBox(list, box));
      // Every box's counter moved on; the list refetches without the overlay (SPEC 7).
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

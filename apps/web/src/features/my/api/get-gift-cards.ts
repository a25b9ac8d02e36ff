import { useQuery } from '@tanstack/react-query';
import type { BoxList } from '@woohoo/shared/api/boxes';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { pickGiftCards } from '../utils/pick-gift-cards';
import { myQueryKeys } from './my-query-keys';

/**
 * GET /api/box/myBoxLists: the user's blind boxes, of which the gift inscription collection
 * shows the opened ones. SPEC 7: the one call without the loading overlay (NO_LOADING_PATHS in
 * lib/build-request.ts), so the page shows a skeleton while it loads.
 */
export function getBoxList(): Promise<BoxList> {
  return api.call(routes.boxes.list);
}

/** The gift cards won, newest first. */
export function useGiftCards(address: string) {
  return useQuery({
    queryKey: myQueryKeys.boxList(address),
    queryFn: getBoxList,
    select: pickGiftCards,
  });
}

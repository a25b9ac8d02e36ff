import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Box, BoxList } from '@woohoo/shared/api/boxes';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { boxQueryKeys } from './box-query-keys';

/**
 * GET /api/box/myBoxLists: the caller's three boxes, their unlocks and the prize table in force.
 * SPEC 7: the one call without the loading overlay (lib/build-request.ts), so the pages show a
 * skeleton while it loads.
 */
export function getBoxList(): Promise<BoxList> {
  return api.call(routes.boxes.list);
}

export function boxListQueryOptions(address: string) {
  return queryOptions({ queryKey: boxQueryKeys.list(address), queryFn: getBoxList });
}

export function useBoxList(address: string) {
  return useQuery(boxListQueryOptions(address));
}

/** The list with one box replaced by what a write answered. */
export function withBox(list: BoxList | undefined, box: Box): BoxList | undefined {
  return list && { ...list, boxes: list.boxes.map((b) => (b.id === box.id ? box : b)) };
}

import { useQuery } from '@tanstack/react-query';
import type { Box, BoxList } from '@woohoo/shared/api/boxes';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/**
 * GET /api/box/myBoxLists: the caller's three boxes, their unlocks and the prize table in force.
 * SPEC 7: the one call without the loading overlay (lib/build-request.ts), so the pages show a
 * skeleton while it loads.
 */
export function useBoxList(address: string) {
  return useQuery(endpointQuery(routes.boxes.list, address));
}

/** The list with one box replaced by what a write answered. */
export function withBox(list: BoxList | undefined, box: Box): BoxList | undefined {
  return list && { ...list, boxes: list.boxes.map((b) => (b.id === box.id ? box : b)) };
}

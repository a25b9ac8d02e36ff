import { useInfiniteQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { nextPageParam } from '../../../lib/money/next-page-param';
import { endpointPages } from '../../../lib/query/endpoint-query';

export const SETTLEMENTS_PAGE_SIZE = 10;

/** GET /api/transparency/settlements?page=&size=: the settled days, newest first. Public. */
export function publicSettlementsInfiniteQueryOptions() {
  return endpointPages(routes.transparency.settlements, { size: SETTLEMENTS_PAGE_SIZE, next: nextPageParam });
}

export function usePublicSettlements() {
  return useInfiniteQuery(publicSettlementsInfiniteQueryOptions());
}

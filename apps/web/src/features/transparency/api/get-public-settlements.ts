import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { nextPageParam } from '../../../lib/money/next-page-param';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import { transparencyQueryKeys } from './transparency-query-keys';

export const SETTLEMENTS_PAGE_SIZE = 10;

/** GET /api/transparency/settlements?page=&size=: the settled days, newest first. Public. */
export function publicSettlementsInfiniteQueryOptions() {
  return infiniteQueryOptions({
    queryKey: transparencyQueryKeys.settlements(),
    queryFn: (context) =>
      api.call(
        routes.transparency.settlements,
        { query: { page: context.pageParam, size: SETTLEMENTS_PAGE_SIZE } },
        { overlay: overlayForFetch(context) },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

export function usePublicSettlements() {
  return useInfiniteQuery(publicSettlementsInfiniteQueryOptions());
}

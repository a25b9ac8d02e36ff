import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PublicSettlement } from '@woohoo/shared/api/transparency';
import { api } from '../../../lib/api';
import type { Paged } from '../../../lib/money/money-types';
import { nextPageParam } from '../../../lib/money/next-page-param';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import { transparencyQueryKeys } from './transparency-query-keys';

export const SETTLEMENTS_PAGE_SIZE = 10;

/** GET /api/transparency/settlements?page=&size=: the settled days, newest first. Public. */
export function publicSettlementsInfiniteQueryOptions() {
  return infiniteQueryOptions({
    queryKey: transparencyQueryKeys.settlements(),
    queryFn: (context) =>
      api.request<Paged<PublicSettlement>>('/api/transparency/settlements', {
        data: { page: context.pageParam, size: SETTLEMENTS_PAGE_SIZE },
        overlay: overlayForFetch(context),
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

export function usePublicSettlements() {
  return useInfiniteQuery(publicSettlementsInfiniteQueryOptions());
}

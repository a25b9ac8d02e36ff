import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { nextPageParam } from '../../../lib/money/next-page-param';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';

export const ANNOUNCEMENTS_PAGE_SIZE = 20;

/** GET /api/announcements?page=&size=: newest first, readable signed out. */
export function announcementsInfiniteQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['announcements', 'list'],
    queryFn: (context) =>
      api.call(
        routes.announcements.list,
        { query: { page: context.pageParam, size: ANNOUNCEMENTS_PAGE_SIZE } },
        { overlay: overlayForFetch(context) },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

/** GET /api/announcements/:id. A missing one answers 40400, shown as "not found" without a toast. */
export function announcementQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['announcements', 'one', id],
    queryFn: () => api.call(routes.announcements.detail, { params: { id } }, { toast: false }),
    retry: false,
  });
}

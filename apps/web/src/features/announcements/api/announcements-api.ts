import { queryOptions } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { nextPageParam } from '../../../lib/money/next-page-param';
import { endpointPages, endpointQuery } from '../../../lib/query/endpoint-query';

export const ANNOUNCEMENTS_PAGE_SIZE = 20;

/** GET /api/announcements?page=&size=: newest first, readable signed out. */
export function announcementsInfiniteQueryOptions() {
  return endpointPages(routes.announcements.list, { size: ANNOUNCEMENTS_PAGE_SIZE, next: nextPageParam });
}

/** GET /api/announcements/:id. A missing one answers 40400, shown as "not found" without a toast. */
export function announcementQueryOptions(id: string) {
  return queryOptions({
    ...endpointQuery(routes.announcements.detail, { params: { id } }, { toast: false }),
    retry: false,
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

export const ANNOUNCEMENTS_PAGE_SIZE = 20;

/**
 * GET /api/announcements: the public list, newest first, with each one's banner mark. Public, so
 * the operator's token is not sent (customAuth).
 */
export function getAnnouncements(page: number) {
  return consoleRequest(
    routes.announcements.list,
    { query: { page, size: ANNOUNCEMENTS_PAGE_SIZE } },
    { customAuth: true },
  );
}

export function announcementsQueryOptions(page: number) {
  return queryOptions({
    queryKey: endpointKey(routes.announcements.list, undefined, { page }),
    queryFn: () => getAnnouncements(page),
    placeholderData: keepPreviousData,
  });
}

export function useAnnouncements(page: number) {
  return useQuery(announcementsQueryOptions(page));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementPage } from '@woohoo/shared/api/announcements';
import { consoleRequest } from './console-client';
import { consoleQueryKeys } from './console-query-keys';

export const ANNOUNCEMENTS_PAGE_SIZE = 20;

/**
 * GET /api/announcements: the public list, newest first, with each one's banner mark. Public, so
 * the operator's token is not sent (customAuth).
 */
export function getAnnouncements(page: number): Promise<AnnouncementPage> {
  const route = { method: 'GET', path: '/api/announcements', access: 'public' } as const;
  return consoleRequest(
    route,
    { query: { page, size: ANNOUNCEMENTS_PAGE_SIZE } },
    { customAuth: true },
  ) as Promise<AnnouncementPage>;
}

export function announcementsQueryOptions(page: number) {
  return queryOptions({
    queryKey: consoleQueryKeys.announcementPage(page),
    queryFn: () => getAnnouncements(page),
    placeholderData: keepPreviousData,
  });
}

export function useAnnouncements(page: number) {
  return useQuery(announcementsQueryOptions(page));
}

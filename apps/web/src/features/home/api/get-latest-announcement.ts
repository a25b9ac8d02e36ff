import { useQuery } from '@tanstack/react-query';
import type { AnnouncementSummary } from '@woohoo/shared/api/announcements';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';

/**
 * GET /api/announcements/banner: the announcement an operator marked for the home banner (the
 * newest so marked), else the newest; null when there is none. No
 * loading overlay and no error toast: the banner is a decoration of the home page, which must
 * not be blocked or interrupted for it; without an answer the product banners show alone.
 */
export function getLatestAnnouncement(): Promise<AnnouncementSummary | null> {
  return api.call(routes.announcements.banner, {}, { overlay: false, toast: false });
}

export const latestAnnouncementQueryKey = ['home', 'latestAnnouncement'] as const;

export function useLatestAnnouncement() {
  return useQuery({
    queryKey: latestAnnouncementQueryKey,
    queryFn: getLatestAnnouncement,
    retry: false,
  });
}

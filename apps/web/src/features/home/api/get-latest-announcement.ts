import { useQuery } from '@tanstack/react-query';
import type { AnnouncementPage, AnnouncementSummary } from '@woohoo/shared/api/announcements';
import { api } from '../../../lib/api';

/**
 * GET /api/announcements?page=1&size=1: the newest announcement, for the home banner. No
 * loading overlay and no error toast: the banner is a decoration of the home page, which must
 * not be blocked or interrupted for it; without an answer the product banners show alone.
 */
export function getLatestAnnouncement(): Promise<AnnouncementSummary | null> {
  return api
    .request<AnnouncementPage>('/api/announcements', {
      data: { page: 1, size: 1 },
      overlay: false,
      toast: false,
    })
    .then((page) => page.items[0] ?? null);
}

export const latestAnnouncementQueryKey = ['home', 'latestAnnouncement'] as const;

export function useLatestAnnouncement() {
  return useQuery({
    queryKey: latestAnnouncementQueryKey,
    queryFn: getLatestAnnouncement,
    retry: false,
  });
}

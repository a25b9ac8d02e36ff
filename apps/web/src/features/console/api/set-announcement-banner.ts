import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Announcement } from '@woohoo/shared/api/announcements';
import * as routes from '@woohoo/shared/endpoints/routes';
import { invalidateAreas } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

export type BannerInput = { id: string; banner: boolean };

/** POST /api/operator/announcements/:id/banner: show it in the home banner, or stop showing it. */
export function setAnnouncementBanner({ id, banner }: BannerInput): Promise<Announcement> {
  return consoleRequest(routes.operator.announcements.setBanner, { params: { id }, body: { banner } });
}

/** Marks or unmarks a banner, then refreshes the announcement list and the audit. */
export function useSetAnnouncementBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAnnouncementBanner,
    onSettled: async () => {
      await invalidateAreas(queryClient, routes.announcements, routes.operator.audit);
    },
  });
}

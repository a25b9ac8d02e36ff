import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Announcement } from '@woohoo/shared/api/announcements';
import * as routes from '@woohoo/shared/endpoints/routes';
import { invalidateAreas } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

/** `banner`: also show it in the home banner (sent only when set; the server defaults to false). */
export type AnnouncementInput = { title: string; body: string; banner: boolean };

/** POST /api/operator/announcements: publishes an announcement now. */
export function publishAnnouncement(input: AnnouncementInput): Promise<Announcement> {
  return consoleRequest(routes.operator.announcements.publish, {
    body: { title: input.title.trim(), body: input.body.trim(), ...(input.banner ? { banner: true } : {}) },
  });
}

export function usePublishAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishAnnouncement,
    onSettled: async () => {
      await invalidateAreas(queryClient, routes.announcements, routes.operator.audit);
    },
  });
}

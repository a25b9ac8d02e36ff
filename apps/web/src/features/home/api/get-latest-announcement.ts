import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/**
 * GET /api/announcements/banner: the announcement an operator marked for the home banner (the
 * newest so marked), else the newest; null when there is none. No
 * loading overlay and no error toast: the banner is a decoration of the home page, which must
 * not be blocked or interrupted for it; without an answer the product banners show alone.
 */
export function useLatestAnnouncement() {
  return useQuery({
    ...endpointQuery(routes.announcements.banner, {}, { overlay: false, toast: false }),
    retry: false,
  });
}

import { buildQueryValues } from './query-values';

/**
 * SPEC 2 paths of the announcement pages. Here rather than in their feature because the home and
 * my pages link to them too.
 */
export const ANNOUNCEMENTS_PATH = '/pages/index/announcement';
export const ANNOUNCEMENT_DETAILS_PATH = '/pages/index/Announcementdetails';

/** Announcementdetails?value1=<announcement id> */
export const announcementDetailsPath = (id: string) =>
  `${ANNOUNCEMENT_DETAILS_PATH}${buildQueryValues([id])}`;

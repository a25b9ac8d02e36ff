// The announcement list and detail (SPEC 2), one chunk (config/route-table.ts picks each page from
// it): public, readable without signing in.
export { AnnouncementDetailsPage } from '../../features/announcements/components/announcement-details-page';
export { AnnouncementListPage } from '../../features/announcements/components/announcement-list-page';

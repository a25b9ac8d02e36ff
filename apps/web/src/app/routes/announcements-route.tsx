import { AnnouncementDetailsPage } from '../../features/announcements/components/announcement-details-page';
import { AnnouncementListPage } from '../../features/announcements/components/announcement-list-page';
import { registerFullEnglish } from '../../lib/i18n/register-full-english';

registerFullEnglish();

/** The announcement list and detail (SPEC 2): public, readable without signing in. */
export default function AnnouncementsRoute({ page }: { page: 'announcements' | 'announcementDetails' }) {
  return page === 'announcements' ? <AnnouncementListPage /> : <AnnouncementDetailsPage />;
}

import {
  ANNOUNCEMENT_EXCERPT_CHARS,
  type Announcement,
  type AnnouncementPage,
  type AnnouncementSummary,
} from '@woohoo/shared/api/announcements';
import type { Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import {
  type AnnouncementRow,
  countAnnouncements,
  insertAnnouncement,
  selectAnnouncement,
  selectAnnouncementPage,
  selectBannerAnnouncement,
  updateBanner,
} from './announcements-repository';

const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  title: row.title,
  body: row.body,
  publishedAt: row.published_at.toISOString(),
  banner: row.banner,
});

/** A list entry: the body's first characters. */
const toSummary = (row: AnnouncementRow): AnnouncementSummary => ({
  id: row.id,
  title: row.title,
  excerpt:
    row.body.length > ANNOUNCEMENT_EXCERPT_CHARS
      ? `${row.body.slice(0, ANNOUNCEMENT_EXCERPT_CHARS)}…`
      : row.body,
  publishedAt: row.published_at.toISOString(),
  banner: row.banner,
});

/** A page of announcements, newest first. */
export async function listAnnouncements(
  db: Queryable,
  page: number,
  size: number,
): Promise<AnnouncementPage> {
  const total = await countAnnouncements(db);
  const rows = await selectAnnouncementPage(db, size, (page - 1) * size, ANNOUNCEMENT_EXCERPT_CHARS + 1);
  return {
    items: rows.map(toSummary),
    total,
    page,
    size,
  };
}

/** One announcement; 40400 when there is none with that id. */
export async function getAnnouncement(db: Queryable, id: string): Promise<Announcement> {
  const row = await selectAnnouncement(db, id);
  if (!row) throw new AppError('notFound');
  return toAnnouncement(row);
}

/** Publishes an announcement now (the operator's command), as the home banner when `banner`. */
export async function publishAnnouncement(
  db: Queryable,
  input: { title: string; body: string; banner?: boolean },
  now: Date,
): Promise<Announcement> {
  return toAnnouncement(await insertAnnouncement(db, { ...input, banner: input.banner ?? false }, now));
}

/** The home banner's announcement: the newest marked as a banner, else the newest; null when none. */
export async function bannerAnnouncement(db: Queryable): Promise<AnnouncementSummary | null> {
  const row = await selectBannerAnnouncement(db, ANNOUNCEMENT_EXCERPT_CHARS + 1);
  return row ? toSummary(row) : null;
}

/** Marks an announcement as a home banner or not; the record before and after for the audit. */
export async function setBanner(
  db: Queryable,
  id: string,
  banner: boolean,
): Promise<{ result: Announcement; before: { banner: boolean }; after: { banner: boolean } }> {
  const before = await getAnnouncement(db, id);
  await updateBanner(db, id, banner);
  return { result: { ...before, banner }, before: { banner: before.banner }, after: { banner } };
}

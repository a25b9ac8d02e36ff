import {
  ANNOUNCEMENT_EXCERPT_CHARS,
  type Announcement,
  type AnnouncementPage,
  type AnnouncementSummary,
} from '@woohoo/shared/api/announcements';
import type { Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';

type Row = { id: string; title: string; body: string; published_at: Date; banner: boolean };

const toAnnouncement = (row: Row): Announcement => ({
  id: row.id,
  title: row.title,
  body: row.body,
  publishedAt: row.published_at.toISOString(),
  banner: row.banner,
});

const COLUMNS = 'id::text AS id, title, body, published_at, banner';

/** A list entry: the body's first characters. */
const toSummary = (row: Row): AnnouncementSummary => ({
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
  const [counted] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM announcements');
  const rows = await db.query<Row>(
    `SELECT id::text AS id, title, left(body, $3) AS body, published_at, banner
       FROM announcements ORDER BY published_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [size, (page - 1) * size, ANNOUNCEMENT_EXCERPT_CHARS + 1],
  );
  return {
    items: rows.map(toSummary),
    total: counted?.n ?? 0,
    page,
    size,
  };
}

/** One announcement; 40400 when there is none with that id. */
export async function getAnnouncement(db: Queryable, id: string): Promise<Announcement> {
  const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM announcements WHERE id = $1`, [id]);
  if (!row) throw new AppError('notFound');
  return toAnnouncement(row);
}

/** Publishes an announcement now (the operator's command), as the home banner when `banner`. */
export async function publishAnnouncement(
  db: Queryable,
  input: { title: string; body: string; banner?: boolean },
  now: Date,
): Promise<Announcement> {
  const [row] = await db.query<Row>(
    `INSERT INTO announcements (title, body, published_at, banner) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
    [input.title, input.body, now, input.banner ?? false],
  );
  return toAnnouncement(row!);
}

/** The home banner's announcement: the newest marked as a banner, else the newest; null when none. */
export async function bannerAnnouncement(db: Queryable): Promise<AnnouncementSummary | null> {
  const [row] = await db.query<Row>(
    `SELECT id::text AS id, title, left(body, $1) AS body, published_at, banner
       FROM announcements ORDER BY banner DESC, published_at DESC, id DESC LIMIT 1`,
    [ANNOUNCEMENT_EXCERPT_CHARS + 1],
  );
  return row ? toSummary(row) : null;
}

/** Marks an announcement as a home banner or not; the record before and after for the audit. */
export async function setBanner(
  db: Queryable,
  id: string,
  banner: boolean,
): Promise<{ result: Announcement; before: { banner: boolean }; after: { banner: boolean } }> {
  const before = await getAnnouncement(db, id);
  await db.query('UPDATE announcements SET banner = $2 WHERE id = $1', [id, banner]);
  return { result: { ...before, banner }, before: { banner: before.banner }, after: { banner } };
}

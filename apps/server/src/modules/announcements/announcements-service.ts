import {
  ANNOUNCEMENT_EXCERPT_CHARS,
  type Announcement,
  type AnnouncementPage,
} from '@woohoo/shared/api/announcements';
import type { Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';

type Row = { id: string; title: string; body: string; published_at: Date };

const toAnnouncement = (row: Row): Announcement => ({
  id: row.id,
  title: row.title,
  body: row.body,
  publishedAt: row.published_at.toISOString(),
});

/** A page of announcements, newest first. */
export async function listAnnouncements(
  db: Queryable,
  page: number,
  size: number,
): Promise<AnnouncementPage> {
  const [counted] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM announcements');
  const rows = await db.query<Row>(
    `SELECT id::text AS id, title, left(body, $3) AS body, published_at
       FROM announcements ORDER BY published_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [size, (page - 1) * size, ANNOUNCEMENT_EXCERPT_CHARS + 1],
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      excerpt:
        row.body.length > ANNOUNCEMENT_EXCERPT_CHARS
          ? `${row.body.slice(0, ANNOUNCEMENT_EXCERPT_CHARS)}…`
          : row.body,
      publishedAt: row.published_at.toISOString(),
    })),
    total: counted?.n ?? 0,
    page,
    size,
  };
}

/** One announcement; 40400 when there is none with that id. */
export async function getAnnouncement(db: Queryable, id: string): Promise<Announcement> {
  const [row] = await db.query<Row>(
    'SELECT id::text AS id, title, body, published_at FROM announcements WHERE id = $1',
    [id],
  );
  if (!row) throw new AppError('notFound');
  return toAnnouncement(row);
}

/** Publishes an announcement now (the operator's command). */
export async function publishAnnouncement(
  db: Queryable,
  input: { title: string; body: string },
  now: Date,
): Promise<Announcement> {
  const [row] = await db.query<Row>(
    `INSERT INTO announcements (title, body, published_at) VALUES ($1, $2, $3)
     RETURNING id::text AS id, title, body, published_at`,
    [input.title, input.body, now],
  );
  return toAnnouncement(row!);
}

import type { Queryable } from '../../db/db';

export type AnnouncementRow = {
  id: string;
  title: string;
  body: string;
  published_at: Date;
  banner: boolean;
};

const COLUMNS = 'id::text AS id, title, body, published_at, banner';

export async function countAnnouncements(db: Queryable): Promise<number> {
  const [counted] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM announcements');
  return counted?.n ?? 0;
}

/** A page of announcements, newest first, each body cut to its first `bodyChars` characters. */
export async function selectAnnouncementPage(
  db: Queryable,
  limit: number,
  offset: number,
  bodyChars: number,
): Promise<AnnouncementRow[]> {
  return db.query<AnnouncementRow>(
    `SELECT id::text AS id, title, left(body, $3) AS body, published_at, banner
       FROM announcements ORDER BY published_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [limit, offset, bodyChars],
  );
}

export async function selectAnnouncement(db: Queryable, id: string): Promise<AnnouncementRow | undefined> {
  const [row] = await db.query<AnnouncementRow>(`SELECT ${COLUMNS} FROM announcements WHERE id = $1`, [id]);
  return row;
}

export async function insertAnnouncement(
  db: Queryable,
  input: { title: string; body: string; banner: boolean },
  publishedAt: Date,
): Promise<AnnouncementRow> {
  const [row] = await db.query<AnnouncementRow>(
    `INSERT INTO announcements (title, body, published_at, banner) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
    [input.title, input.body, publishedAt, input.banner],
  );
  return row!;
}

/** The newest announcement marked as a banner, else the newest, its body cut to `bodyChars`. */
export async function selectBannerAnnouncement(
  db: Queryable,
  bodyChars: number,
): Promise<AnnouncementRow | undefined> {
  const [row] = await db.query<AnnouncementRow>(
    `SELECT id::text AS id, title, left(body, $1) AS body, published_at, banner
       FROM announcements ORDER BY banner DESC, published_at DESC, id DESC LIMIT 1`,
    [bodyChars],
  );
  return row;
}

export async function updateBanner(db: Queryable, id: string, banner: boolean): Promise<void> {
  await db.query('UPDATE announcements SET banner = $2 WHERE id = $1', [id, banner]);
}

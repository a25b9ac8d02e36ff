import { z } from 'zod';

/** Announcements, newest first (SPEC 2 /pages/index/announcement). */
export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.string(),
  banner: z.boolean().meta({ description: 'Shown in the home banner (the newest so marked)' }),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** An announcement in the list: the body's first characters instead of the body. */
export const announcementSummarySchema = announcementSchema
  .omit({ body: true })
  .extend({ excerpt: z.string() });
export type AnnouncementSummary = z.infer<typeof announcementSummarySchema>;

export const announcementPageSchema = z.object({
  items: z.array(announcementSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type AnnouncementPage = z.infer<typeof announcementPageSchema>;

export const announcementListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

export const announcementParamsSchema = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,17}$/) });

export const announcementBodySchema = z.strictObject({
  title: z.string().trim().min(1).max(120),
  body: z.string().trim().min(1).max(10_000),
  banner: z.boolean().default(false),
});
export const announcementBannerBodySchema = z.strictObject({ banner: z.boolean() });

/** Characters of the body the list shows. */
export const ANNOUNCEMENT_EXCERPT_CHARS = 140;

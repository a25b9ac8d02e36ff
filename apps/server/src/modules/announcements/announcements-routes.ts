import {
  announcementListQuerySchema,
  announcementPageSchema,
  announcementParamsSchema,
  announcementSchema,
  announcementSummarySchema,
} from '@woohoo/shared/api/announcements';
import { operatorAnnouncementsEndpoints } from '@woohoo/shared/endpoints/operator-announcements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { ok, responses } from '../../http/envelope';
import { route } from '../../http/route';
import { auditActor, audited } from '../operator/operator-audit';
import type { OperatorHook } from '../operator/operator-auth';
import {
  bannerAnnouncement,
  getAnnouncement,
  listAnnouncements,
  publishAnnouncement,
  setBanner,
} from './announcements-service';

/** GET /api/announcements and /api/announcements/:id (SPEC 2): public, no sign-in. */
export function announcementRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/announcements',
      {
        schema: {
          tags: ['announcements'],
          summary: 'Announcements, newest first',
          querystring: announcementListQuerySchema,
          response: responses(announcementPageSchema, [400]),
        },
      },
      async (request) => ok(await listAnnouncements(db, request.query.page, request.query.size)),
    );
    app.get(
      '/announcements/banner',
      {
        schema: {
          tags: ['announcements'],
          summary: "The home banner's announcement: the newest marked as a banner, else the newest",
          response: responses(announcementSummarySchema.nullable()),
        },
      },
      async () => ok(await bannerAnnouncement(db)),
    );
    app.get(
      '/announcements/:id',
      {
        schema: {
          tags: ['announcements'],
          summary: 'One announcement',
          params: announcementParamsSchema,
          response: responses(announcementSchema, [400, 404]),
        },
      },
      async (request) => ok(await getAnnouncement(db, request.params.id)),
    );
  };
}

/** POST /api/operator/announcements: publishes one (`npm run operator -- announce ...`). */
export function announcementOperatorRoutes(
  guard: OperatorHook,
  db: Db,
  now: () => Date,
): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, operatorAnnouncementsEndpoints.publish, { guard }, async (request) => {
      const what = { action: 'announcement.publish', target: 'announcement:new' };
      return audited(db, auditActor(request), what, async (tx) => {
        const after = await publishAnnouncement(tx, request.body, now());
        return { result: after, before: null, after };
      });
    });
    route(app, operatorAnnouncementsEndpoints.setBanner, { guard }, async (request) => {
      const what = { action: 'announcement.banner', target: `announcement:${request.params.id}` };
      const change = (tx: Db) => setBanner(tx, request.params.id, request.body.banner);
      return audited(db, auditActor(request), what, change);
    });
  };
}

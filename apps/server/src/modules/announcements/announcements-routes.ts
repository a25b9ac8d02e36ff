import {
  announcementBannerBodySchema,
  announcementBodySchema,
  announcementParamsSchema,
  announcementSchema,
} from '@woohoo/shared/api/announcements';
import { announcementsEndpoints } from '@woohoo/shared/endpoints/announcements';
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
    route(app, announcementsEndpoints.list, {}, async (request) =>
      listAnnouncements(db, request.query.page, request.query.size),
    );
    route(app, announcementsEndpoints.banner, {}, async () => bannerAnnouncement(db));
    route(app, announcementsEndpoints.detail, {}, async (request) => getAnnouncement(db, request.params.id));
  };
}

/** POST /api/operator/announcements: publishes one (`npm run operator -- announce ...`). */
export function announcementOperatorRoutes(
  guard: OperatorHook,
  db: Db,
  now: () => Date,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard);
    app.post(
      '/operator/announcements',
      {
        schema: {
          tags: ['operator'],
          summary: 'Publish an announcement now',
          security: [{ bearer: [] }],
          body: announcementBodySchema,
          response: responses(announcementSchema, [403]),
        },
      },
      async (request) => {
        const what = { action: 'announcement.publish', target: 'announcement:new' };
        const published = await audited(db, auditActor(request), what, async (tx) => {
          const after = await publishAnnouncement(tx, request.body, now());
          return { result: after, before: null, after };
        });
        return ok(published);
      },
    );
    app.post(
      '/operator/announcements/:id/banner',
      {
        schema: {
          tags: ['operator'],
          summary: 'Show an announcement in the home banner, or stop showing it',
          security: [{ bearer: [] }],
          params: announcementParamsSchema,
          body: announcementBannerBodySchema,
          response: responses(announcementSchema, [403, 404]),
        },
      },
      async (request) => {
        const what = { action: 'announcement.banner', target: `announcement:${request.params.id}` };
        const change = (tx: Db) => setBanner(tx, request.params.id, request.body.banner);
        return ok(await audited(db, auditActor(request), what, change));
      },
    );
  };
}

import { announcementsEndpoints } from '@woohoo/shared/endpoints/announcements';
import { operatorAnnouncementsEndpoints } from '@woohoo/shared/endpoints/operator-announcements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
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

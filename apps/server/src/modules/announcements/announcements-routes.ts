import {
  announcementBodySchema,
  announcementListQuerySchema,
  announcementPageSchema,
  announcementParamsSchema,
  announcementSchema,
} from '@woohoo/shared/api/announcements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { ok, responses } from '../../http/envelope';
import { operatorGuard } from '../operator/operator-routes';
import { getAnnouncement, listAnnouncements, publishAnnouncement } from './announcements-service';

/** GET /api/announcements and /api/announcements/:id (issue 10 item 4): public, no sign-in. */
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
  operatorToken: string,
  db: Db,
  now: () => Date,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', operatorGuard(operatorToken));
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
      async (request) => ok(await publishAnnouncement(db, request.body, now())),
    );
  };
}

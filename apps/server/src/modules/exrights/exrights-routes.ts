import {
  exrightsEventBodySchema,
  exrightsIssuanceBodySchema,
  exrightsSchema,
} from '@woohoo/shared/api/exrights';
import { exrightsEndpoints } from '@woohoo/shared/endpoints/exrights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { ok, responses } from '../../http/envelope';
import { route } from '../../http/route';
import { requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { auditActor, audited } from '../operator/operator-audit';
import type { OperatorHook } from '../operator/operator-auth';
import { addExrightsEvent, loadExrights, setIssuance } from './exrights-service';

/** GET /api/exrights: the ex-rights screen's data (SPEC 2, 9). */
export function exrightsRoutes(auth: AuthDeps, db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, exrightsEndpoints.overview, { guard: requireUser(auth) }, async () => loadExrights(db));
  };
}

/** The operator maintains the ex-rights data (`npm run operator -- exrights ...`). */
export function exrightsOperatorRoutes(guard: OperatorHook, db: Db, now: () => Date): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard);
    app.get(
      '/operator/exrights',
      {
        schema: {
          tags: ['operator'],
          summary: 'The ex-rights data as users see it: issuance and every event recorded',
          security: [{ bearer: [] }],
          response: responses(exrightsSchema, [403]),
        },
      },
      async () => ok(await loadExrights(db)),
    );
    app.post(
      '/operator/exrights/issuance',
      {
        schema: {
          tags: ['operator'],
          summary: 'Set the BHC issuance data the ex-rights screen shows',
          security: [{ bearer: [] }],
          body: exrightsIssuanceBodySchema,
          response: responses(z.null(), [403]),
        },
      },
      async (request) => {
        const what = { action: 'exrights.issuance', target: 'exrights:issuance' };
        await audited(db, auditActor(request), what, async (tx) => {
          const before = (await loadExrights(tx)).issuance;
          await setIssuance(tx, request.body, now());
          return { result: null, before, after: request.body };
        });
        return ok(null);
      },
    );
    app.post(
      '/operator/exrights/events',
      {
        schema: {
          tags: ['operator'],
          summary: 'Record the next ex-rights event (at most 5, 40923 after)',
          security: [{ bearer: [] }],
          body: exrightsEventBodySchema,
          response: responses(z.null(), [403, 409]),
        },
      },
      async (request) => {
        const what = { action: 'exrights.event', target: 'exrights:events' };
        await audited(db, auditActor(request), what, async (tx) => {
          await addExrightsEvent(tx, request.body);
          return { result: null, before: null, after: request.body };
        });
        return ok(null);
      },
    );
  };
}

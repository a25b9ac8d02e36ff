import {
  exrightsEventBodySchema,
  exrightsIssuanceBodySchema,
  exrightsSchema,
} from '@woohoo/shared/api/exrights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { ok, responses } from '../../http/envelope';
import { requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { operatorGuard } from '../operator/operator-routes';
import { addExrightsEvent, loadExrights, setIssuance } from './exrights-service';

/** GET /api/exrights (issue 7 item 7): the ex-rights screen's data. */
export function exrightsRoutes(auth: AuthDeps, db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/exrights',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['exrights'],
          summary: 'BHC issuance data, the n/5 count and the ex-rights events',
          security: [{ bearer: [] }],
          response: responses(exrightsSchema, [401]),
        },
      },
      async () => ok(await loadExrights(db)),
    );
  };
}

/** The operator maintains the ex-rights data (`npm run operator -- exrights ...`). */
export function exrightsOperatorRoutes(
  operatorToken: string,
  db: Db,
  now: () => Date,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', operatorGuard(operatorToken));
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
        await setIssuance(db, request.body, now());
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
        await addExrightsEvent(db, request.body);
        return ok(null);
      },
    );
  };
}

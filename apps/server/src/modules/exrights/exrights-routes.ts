import { exrightsEndpoints } from '@woohoo/shared/endpoints/exrights';
import { operatorExrightsEndpoints } from '@woohoo/shared/endpoints/operator-exrights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
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
    route(app, operatorExrightsEndpoints.get, { guard }, async () => loadExrights(db));
    route(app, operatorExrightsEndpoints.setIssuance, { guard }, async (request) => {
      const what = { action: 'exrights.issuance', target: 'exrights:issuance' };
      await audited(db, auditActor(request), what, async (tx) => {
        const before = (await loadExrights(tx)).issuance;
        await setIssuance(tx, request.body, now());
        return { result: null, before, after: request.body };
      });
      return null;
    });
    route(app, operatorExrightsEndpoints.addEvent, { guard }, async (request) => {
      const what = { action: 'exrights.event', target: 'exrights:events' };
      await audited(db, auditActor(request), what, async (tx) => {
        await addExrightsEvent(tx, request.body);
        return { result: null, before: null, after: request.body };
      });
      return null;
    });
  };
}

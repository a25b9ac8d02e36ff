import { boxesEndpoints } from '@woohoo/shared/endpoints/boxes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { type BoxDeps, boxProof, claimBox, listBoxes, openBox } from './box-service';

/** Blind boxes (docs/rules.md "Blind boxes"; SPEC 7 `/api/box/myBoxLists`). */
export function boxRoutes(auth: AuthDeps, deps: BoxDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requireUser(auth);
    route(app, boxesEndpoints.list, { guard }, async (request) => listBoxes(deps, currentUser(request)));
    route(app, boxesEndpoints.open, { guard }, async (request) =>
      openBox(deps, currentUser(request), request.params.id, request.body.clientSeed),
    );
    route(app, boxesEndpoints.claim, { guard }, async (request) =>
      claimBox(deps, currentUser(request), request.params.id),
    );
    route(app, boxesEndpoints.proof, { guard }, async (request) =>
      boxProof(deps, currentUser(request), request.params.id),
    );
  };
}

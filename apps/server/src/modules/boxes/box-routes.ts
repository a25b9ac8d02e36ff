import {
  boxIdParamsSchema,
  boxListSchema,
  boxOpenBodySchema,
  boxProofSchema,
  boxSchema,
} from '@woohoo/shared/api/boxes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../http/envelope';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { type BoxDeps, boxProof, claimBox, listBoxes, openBox } from './box-service';

/** Blind boxes (docs/rules.md "Blind boxes"; SPEC 7 `/api/box/myBoxLists`). */
export function boxRoutes(auth: AuthDeps, deps: BoxDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/box/myBoxLists',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['boxes'],
          summary: "The caller's tutorial, coaching and ecosystem boxes, their unlocks and the prize table",
          security: [{ bearer: [] }],
          response: responses(boxListSchema, [401]),
        },
      },
      async (request) => ok(await listBoxes(deps, currentUser(request))),
    );
    app.post(
      '/box/:id/open',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['boxes'],
          summary:
            'Open an unlocked box: draws its prize from the committed seed, the client seed and the counter',
          description:
            'Errors: 40037 conditions not met, 40405 no such box of the caller, 40926 already opened.',
          security: [{ bearer: [] }],
          params: boxIdParamsSchema,
          body: boxOpenBodySchema,
          response: responses(boxSchema, [400, 401, 404, 409]),
        },
      },
      async (request) =>
        ok(await openBox(deps, currentUser(request), request.params.id, request.body.clientSeed)),
    );
    app.post(
      '/box/:id/claim',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['boxes'],
          summary: "Claim an opened box's prize into available USDT (once; a claimed box answers as it is)",
          description: 'Errors: 40405 no such box of the caller, 40927 not opened yet.',
          security: [{ bearer: [] }],
          params: boxIdParamsSchema,
          response: responses(boxSchema, [400, 401, 404, 409]),
        },
      },
      async (request) => ok(await claimBox(deps, currentUser(request), request.params.id)),
    );
    app.get(
      '/box/:id/proof',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['boxes'],
          summary: 'An opened box with the prize table of its rules version, to recompute the draw',
          security: [{ bearer: [] }],
          params: boxIdParamsSchema,
          response: responses(boxProofSchema, [400, 401, 404, 409]),
        },
      },
      async (request) => ok(await boxProof(deps, currentUser(request), request.params.id)),
    );
  };
}

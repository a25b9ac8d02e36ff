import { idempotencyHeadersSchema } from '@woohoo/shared/api/money';
import {
  positionSchema,
  woohooBuyBodySchema,
  woohooOrderSchema,
  woohooPhasesSchema,
} from '@woohoo/shared/api/woohoo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../http/envelope';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { buyWoohoo, listPositions, type WoohooDeps, woohooPhases } from './woohoo-service';

/**
 * The locked $WOOHOO sale and positions (docs/rules.md "Locked $WOOHOO sale and locked
 * positions").
 */
export function woohooRoutes(auth: AuthDeps, deps: WoohooDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/woohoo/phases',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['woohoo'],
          summary: 'Each $WOOHOO phase: quota, sold, price, and whether it is the open one',
          security: [{ bearer: [] }],
          response: responses(woohooPhasesSchema, [401]),
        },
      },
      async () => ok(await woohooPhases(deps)),
    );

    app.post(
      '/woohoo/buy',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['woohoo'],
          summary: 'Buy locked $WOOHOO from the open phase, paid in USDT; it becomes a locked position',
          description:
            'Errors: 40028 not whole units, 40032 insufficient quota in the open phase, 40020 balance.',
          security: [{ bearer: [] }],
          headers: idempotencyHeadersSchema,
          body: woohooBuyBodySchema,
          response: responses(woohooOrderSchema, [401, 409]),
        },
      },
      async (request) =>
        ok(
          await buyWoohoo(deps, currentUser(request), {
            amountWei: request.body.amount,
            idempotencyKey: request.headers['idempotency-key'],
          }),
        ),
    );

    app.get(
      '/positions',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['woohoo'],
          summary: "The caller's locked positions with what is released, today and in all",
          security: [{ bearer: [] }],
          response: responses(z.array(positionSchema), [401]),
        },
      },
      async (request) => ok(await listPositions(deps, currentUser(request))),
    );
  };
}

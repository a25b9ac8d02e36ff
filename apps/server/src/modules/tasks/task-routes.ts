import {
  addressBodySchema,
  communityBodySchema,
  perkParamsSchema,
  taskCentreSchema,
  taskParamsSchema,
} from '@woohoo/shared/api/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../http/envelope';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import {
  activateMentorship,
  applyForPerk,
  applyForTask,
  claimTask,
  giftFriend,
  type TaskDeps,
  taskCentre,
} from './task-service';

/**
 * The task centre (docs/rules.md "Task centre"): pioneer, captain and ambassador tasks, perks,
 * gifts, mentorships.
 */
export function taskRoutes(auth: AuthDeps, deps: TaskDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { onRequest: requireUser(auth) };
    const doc = (summary: string, description?: string) => ({
      tags: ['tasks'],
      summary,
      ...(description ? { description } : {}),
      security: [{ bearer: [] }],
      response: responses(taskCentreSchema, [400, 401, 409]),
    });
    app.get(
      '/tasks',
      { ...common, schema: doc("The caller's tasks, perks, gifts and mentorships with their states") },
      async (request) => ok(await taskCentre(deps, currentUser(request))),
    );
    app.post(
      '/tasks/:key/apply',
      {
        ...common,
        schema: {
          ...doc(
            'Apply with the community (captain and ambassador rewards)',
            'Errors: 40037 below the rank, 40931 claimed.',
          ),
          params: taskParamsSchema,
          body: communityBodySchema,
        },
      },
      async (request) => ok(await applyForTask(deps, currentUser(request), request.params.key, request.body)),
    );
    app.post(
      '/tasks/:key/claim',
      {
        ...common,
        schema: {
          ...doc(
            "Claim a met task's reward into available USDT, once",
            'Errors: 40043 target not met, 40044 apply first, 40931 claimed.',
          ),
          params: taskParamsSchema,
        },
      },
      async (request) => ok(await claimTask(deps, currentUser(request), request.params.key)),
    );
    app.post(
      '/tasks/perks/:key/apply',
      {
        ...common,
        schema: {
          ...doc('Apply for a perk: exclusive poster, VIP link or online promotion (captain and up)'),
          params: perkParamsSchema,
        },
      },
      async (request) => ok(await applyForPerk(deps, currentUser(request), request.params.key)),
    );
    app.post(
      '/tasks/gifts',
      {
        ...common,
        schema: {
          ...doc(
            'Gift a direct referral (pioneers, once the target is met; 10 friends)',
            'Errors: 40043, 40045, 40932, 40933.',
          ),
          body: addressBodySchema,
        },
      },
      async (request) => ok(await giftFriend(deps, currentUser(request), request.body.address)),
    );
    app.post(
      '/tasks/mentorships',
      {
        ...common,
        schema: {
          ...doc('Activate the mentorship of a leveled direct referral (ambassadors)'),
          body: addressBodySchema,
        },
      },
      async (request) => ok(await activateMentorship(deps, currentUser(request), request.body.address)),
    );
  };
}

import { tasksEndpoints } from '@woohoo/shared/endpoints/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route';
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
    const guard = requireUser(auth);
    route(app, tasksEndpoints.centre, { guard }, async (request) => taskCentre(deps, currentUser(request)));
    route(app, tasksEndpoints.apply, { guard }, async (request) =>
      applyForTask(deps, currentUser(request), request.params.key, request.body),
    );
    route(app, tasksEndpoints.claim, { guard }, async (request) =>
      claimTask(deps, currentUser(request), request.params.key),
    );
    route(app, tasksEndpoints.applyForPerk, { guard }, async (request) =>
      applyForPerk(deps, currentUser(request), request.params.key),
    );
    route(app, tasksEndpoints.giftFriend, { guard }, async (request) =>
      giftFriend(deps, currentUser(request), request.body.address),
    );
    route(app, tasksEndpoints.activateMentorship, { guard }, async (request) =>
      activateMentorship(deps, currentUser(request), request.body.address),
    );
  };
}

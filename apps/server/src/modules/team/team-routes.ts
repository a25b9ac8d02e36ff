import { teamEndpoints } from '@woohoo/shared/endpoints/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { isRegistered } from '../user/user-service';
import { bindReferrer, checkBinding } from './bind-service';
import { type TeamDeps, teamMembers, teamSummary } from './team-service';

/**
 * The referral team (docs/rules.md "The referral team"): summary, direct referrals, binding a
 * referrer, and the public check of an invite link's inviter (`publicPerMinute` per client).
 */
export function teamRoutes(auth: AuthDeps, deps: TeamDeps, publicPerMinute: number): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      teamEndpoints.inviter,
      { config: { rateLimit: { max: publicPerMinute, timeWindow: '1 minute' } } },
      async (request) => {
        const { address } = request.query;
        return { address, registered: await isRegistered(deps.db, address) };
      },
    );

    route(app, teamEndpoints.summary, { guard: requireUser(auth) }, async (request) =>
      teamSummary(deps, currentUser(request)),
    );

    route(app, teamEndpoints.members, { guard: requireUser(auth) }, async (request) =>
      teamMembers(deps, currentUser(request), request.query),
    );

    route(app, teamEndpoints.bind, { guard: requireUser(auth) }, async (request) =>
      bindReferrer(deps.db, currentUser(request), request.body.referrer),
    );

    route(app, teamEndpoints.bindCheck, { guard: requireUser(auth) }, async (request) =>
      checkBinding(deps.db, currentUser(request), request.query.referrer),
    );
  };
}

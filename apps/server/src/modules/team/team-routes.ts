import { pageQuerySchema } from '@woohoo/shared/api/money';
import {
  bindBodySchema,
  bindResultSchema,
  inviterQuerySchema,
  inviterSchema,
  teamMembersSchema,
  teamSummarySchema,
} from '@woohoo/shared/api/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../http/envelope';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { isRegistered } from '../user/user-service';
import { bindReferrer } from './bind-service';
import { type TeamDeps, teamMembers, teamSummary } from './team-service';

/**
 * The referral team (docs/rules.md "The referral team"): summary, direct referrals, binding a
 * referrer, and the public check of an invite link's inviter (`publicPerMinute` per client).
 */
export function teamRoutes(auth: AuthDeps, deps: TeamDeps, publicPerMinute: number): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/team/inviter',
      {
        config: { rateLimit: { max: publicPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['team'],
          summary: "Whether an invite link's inviter is a registered user (yes or no, nothing else)",
          description:
            'Public: the invitee sees it before signing in, when the binding it would make is permanent.',
          querystring: inviterQuerySchema,
          response: responses(inviterSchema, [429]),
        },
      },
      async (request) => {
        const { address } = request.query;
        return ok({ address, registered: await isRegistered(deps.db, address) });
      },
    );

    app.get(
      '/team/summary',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['team'],
          summary: "The caller's team: level, referrals, size, performance, unsettled orders, nodes",
          security: [{ bearer: [] }],
          response: responses(teamSummarySchema, [401]),
        },
      },
      async (request) => ok(await teamSummary(deps, currentUser(request))),
    );

    app.get(
      '/team/members',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['team'],
          summary: "The caller's direct referrals, newest first, with each leg's level and performance",
          security: [{ bearer: [] }],
          querystring: pageQuerySchema,
          response: responses(teamMembersSchema, [401]),
        },
      },
      async (request) => ok(await teamMembers(deps, currentUser(request), request.query)),
    );

    app.post(
      '/team/bind',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['team'],
          summary: 'Bind a referrer, once and for good (SPEC 4)',
          description:
            "Errors: 40033 not a registered user, 40034 the caller, 40035 in the caller's own team (a cycle), 40924 already bound.",
          security: [{ bearer: [] }],
          body: bindBodySchema,
          response: responses(bindResultSchema, [401, 409]),
        },
      },
      async (request) => ok(await bindReferrer(deps.db, currentUser(request), request.body.referrer)),
    );
  };
}

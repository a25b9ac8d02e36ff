import {
  assessmentSchema,
  incomePageSchema,
  incomeQuerySchema,
  poolSchema,
  rankingSchema,
  rewardSummarySchema,
  rewardsPageSchema,
  rewardsQuerySchema,
} from '@woohoo/shared/api/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../http/envelope';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { weeklyAssessment } from './assessment-service';
import { listIncome } from './income-service';
import { globalBonusPool, listRewards, type RewardsDeps, ranking, rewardSummary } from './rewards-service';

/**
 * What the settlement paid (docs/rules.md "Rewards and the daily settlement"): reward lines,
 * summaries, the pool, the ranking.
 */
export function rewardsRoutes(auth: AuthDeps, deps: RewardsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: requireUser(auth) };
    app.get(
      '/rewards',
      {
        ...signedIn,
        schema: {
          tags: ['rewards'],
          summary:
            "The caller's reward lines, newest first, optionally of one kind and one settlement day, each with what explains it",
          security: [{ bearer: [] }],
          querystring: rewardsQuerySchema,
          response: responses(rewardsPageSchema, [401]),
        },
      },
      async (request) => ok(await listRewards(deps, currentUser(request), request.query)),
    );
    app.get(
      '/income',
      {
        ...signedIn,
        schema: {
          tags: ['rewards'],
          summary:
            'Income details: every ledger entry that paid the caller (docs/rules.md "What counts as income"), newest first, optionally of one kind and asset, each with what it was for',
          security: [{ bearer: [] }],
          querystring: incomeQuerySchema,
          response: responses(incomePageSchema, [401]),
        },
      },
      async (request) => ok(await listIncome(deps, currentUser(request), request.query)),
    );
    app.get(
      '/rewards/summary',
      {
        ...signedIn,
        schema: {
          tags: ['rewards'],
          summary:
            'Total personal income per asset and kind (the sums of Income details), reward and release summaries, and the last settled day',
          security: [{ bearer: [] }],
          response: responses(rewardSummarySchema, [401]),
        },
      },
      async (request) => ok(await rewardSummary(deps, currentUser(request))),
    );
    app.get(
      '/team/pool',
      {
        ...signedIn,
        schema: {
          tags: ['rewards'],
          summary: "The global bonus pool: today's B6 and B7 pools so far, the caller's share and positions",
          security: [{ bearer: [] }],
          response: responses(poolSchema, [401]),
        },
      },
      async (request) => ok(await globalBonusPool(deps, currentUser(request))),
    );
    app.get(
      '/team/assessment',
      {
        ...signedIn,
        schema: {
          tags: ['rewards'],
          summary:
            "The weekly assessment: this week's target and progress, held rewards, what a miss would clear",
          security: [{ bearer: [] }],
          response: responses(assessmentSchema, [401]),
        },
      },
      async (request) => ok(await weeklyAssessment(deps, currentUser(request))),
    );
    app.get(
      '/team/ranking',
      {
        ...signedIn,
        schema: {
          tags: ['rewards'],
          summary: "The last settled day's top earners (masked addresses) and the caller's place",
          security: [{ bearer: [] }],
          response: responses(rankingSchema, [401]),
        },
      },
      async (request) => ok(await ranking(deps, currentUser(request))),
    );
  };
}

import { rewardsEndpoints } from '@woohoo/shared/endpoints/rewards';
import { teamEndpoints } from '@woohoo/shared/endpoints/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route';
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
    const signedIn = { guard: requireUser(auth) };
    route(app, rewardsEndpoints.list, signedIn, async (request) =>
      listRewards(deps, currentUser(request), request.query),
    );
    route(app, rewardsEndpoints.income, signedIn, async (request) =>
      listIncome(deps, currentUser(request), request.query),
    );
    route(app, rewardsEndpoints.summary, signedIn, async (request) =>
      rewardSummary(deps, currentUser(request)),
    );
    route(app, teamEndpoints.pool, signedIn, async (request) => globalBonusPool(deps, currentUser(request)));
    route(app, teamEndpoints.assessment, signedIn, async (request) =>
      weeklyAssessment(deps, currentUser(request)),
    );
    route(app, teamEndpoints.ranking, signedIn, async (request) => ranking(deps, currentUser(request)));
  };
}

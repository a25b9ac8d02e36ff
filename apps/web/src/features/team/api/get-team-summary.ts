import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import type { TeamSummary } from '../utils/team-types';
import { teamQueryKeys } from './team-query-keys';

/** GET /api/team/summary: level, rank, what the next level needs and the team's figures (SPEC 3 "Team"). */
export function getTeamSummary(overlay: boolean): Promise<TeamSummary> {
  return api.call(routes.team.summary, {}, { overlay });
}

export function teamSummaryQueryOptions(address: string) {
  return queryOptions({
    queryKey: teamQueryKeys.summary(address),
    queryFn: (context) => getTeamSummary(overlayForFetch(context)),
  });
}

export function useTeamSummary(address: string) {
  return useQuery(teamSummaryQueryOptions(address));
}

import { useQuery } from '@tanstack/react-query';
import type { TeamSummary } from '@woohoo/shared/api/team';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import { fullNodeQueryKeys } from './full-node-query-keys';

/**
 * GET /api/team/summary, the call the team tab makes: the full-node assessment shows its node
 * counts (`nodes`: direct and total, SPEC 3 "Team"). Its own fetcher, as a feature never imports
 * another feature.
 */
export function getTeamNodes(overlay: boolean): Promise<TeamSummary> {
  return api.call(routes.team.summary, {}, { overlay });
}

export function useTeamNodes(address: string) {
  return useQuery({
    queryKey: fullNodeQueryKeys.team(address),
    queryFn: (context) => getTeamNodes(overlayForFetch(context)),
  });
}

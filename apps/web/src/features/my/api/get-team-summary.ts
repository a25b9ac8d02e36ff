import { useQuery } from '@tanstack/react-query';
import type { TeamSummary } from '@woohoo/shared/api/team';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import { myQueryKeys } from './my-query-keys';

/**
 * GET /api/team/summary, the call the team tab makes: the my page shows its rank and level
 * (SPEC 6). Its own fetcher, as a feature never imports another feature.
 */
export function getTeamSummary(overlay: boolean): Promise<TeamSummary> {
  return api.call(routes.team.summary, {}, { overlay });
}

export function useTeamSummary(address: string) {
  return useQuery({
    queryKey: myQueryKeys.teamSummary(address),
    queryFn: (context) => getTeamSummary(overlayForFetch(context)),
  });
}

import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import type { Ranking } from '../utils/team-types';
import { teamQueryKeys } from './team-query-keys';

/** GET /api/team/ranking: the top list of the last settlement and the caller's own place. */
export function getRanking(overlay: boolean): Promise<Ranking> {
  return api.call(routes.team.ranking, {}, { overlay });
}

export function useRanking(address: string) {
  return useQuery({
    queryKey: teamQueryKeys.ranking(address),
    queryFn: (context) => getRanking(overlayForFetch(context)),
  });
}

import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/** GET /api/team/ranking: the top list of the last settlement and the caller's own place. */
export function useRanking(address: string) {
  return useQuery(endpointQuery(routes.team.ranking, address));
}

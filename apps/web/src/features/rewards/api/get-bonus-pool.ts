import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/** Today's pools grow with every order; a minute is fresh enough for "so far". */
const POOL_REFRESH_MS = 60_000;

/** GET /api/team/pool: today's B6 and B7 pools so far, the user's estimated share and positions. */
export function useBonusPool(address: string) {
  return useQuery({ ...endpointQuery(routes.team.pool, address), refetchInterval: POOL_REFRESH_MS });
}

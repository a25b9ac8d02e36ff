import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import type { Pool } from '../utils/reward-types';
import { rewardsQueryKeys } from './rewards-query-keys';

/** Today's pools grow with every order; a minute is fresh enough for "so far". */
const POOL_REFRESH_MS = 60_000;

/** GET /api/team/pool: today's B6 and B7 pools so far, the user's estimated share and positions. */
export function getBonusPool(overlay: boolean): Promise<Pool> {
  return api.call(routes.team.pool, {}, { overlay });
}

export function useBonusPool(address: string) {
  return useQuery({
    queryKey: rewardsQueryKeys.pool(address),
    queryFn: (context) => getBonusPool(overlayForFetch(context)),
    refetchInterval: POOL_REFRESH_MS,
  });
}

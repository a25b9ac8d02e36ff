import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TreasuryStatus } from '@woohoo/shared/api/treasury';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

/** How often the console reads the treasury again: a low balance shows within a minute on any screen. */
export const TREASURY_REFRESH_MS = 60_000;

/** GET /api/operator/treasury: balances against the low-balance alarm, the day against the daily limit. */
export function getTreasury(): Promise<TreasuryStatus> {
  return consoleRequest(routes.operator.treasury.status);
}

export function treasuryQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(routes.operator.treasury.status),
    queryFn: getTreasury,
    refetchInterval: TREASURY_REFRESH_MS,
  });
}

export function useTreasury() {
  return useQuery(treasuryQueryOptions());
}

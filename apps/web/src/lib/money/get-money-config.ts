import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointQuery } from '../query/endpoint-query';

/**
 * GET /api/money/config: fees, the withdrawal minimum, assets per action, deposit confirmations.
 * The fee settings change rarely; five minutes is fresh enough for a preview (the server decides).
 */
export const moneyConfigQueryOptions = queryOptions({
  ...endpointQuery(routes.config.money),
  staleTime: 5 * 60_000,
});

export function useMoneyConfig() {
  return useQuery(moneyConfigQueryOptions);
}

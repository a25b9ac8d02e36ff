import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoneyConfig } from '@woohoo/shared/api/money';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../api';
import { moneyConfigQueryKey } from './money-query-keys';
import { overlayForFetch } from './overlay-for-fetch';

/** GET /api/money/config: fees, the withdrawal minimum, assets per action, deposit confirmations. */
export function getMoneyConfig(overlay = true): Promise<MoneyConfig> {
  return api.call(routes.config.money, {}, { overlay });
}

/** The fee settings change rarely; five minutes is fresh enough for a preview (the server decides). */
export const moneyConfigQueryOptions = queryOptions({
  queryKey: moneyConfigQueryKey,
  queryFn: (context) => getMoneyConfig(overlayForFetch(context)),
  staleTime: 5 * 60_000,
});

export function useMoneyConfig() {
  return useQuery(moneyConfigQueryOptions);
}

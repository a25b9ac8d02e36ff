import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoneyConfig } from '@woohoo/shared/api/money';
import { api } from '../api';
import { moneyConfigQueryKey } from './money-query-keys';
import { overlayForFetch } from './overlay-for-fetch';

/** GET /api/money/config: fees, the withdrawal minimum, assets per action, deposit confirmations. */
export function getMoneyConfig(overlay = true): Promise<MoneyConfig> {
  return api.request<MoneyConfig>('/api/money/config', { overlay });
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

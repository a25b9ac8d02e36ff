import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../api';
import { assetsQueryKeys } from './money-query-keys';
import type { Balance } from './money-types';
import { overlayForFetch } from './overlay-for-fetch';

/** GET /api/assets/balances: the platform balances (available and locked) of the signed-in user. */
export function getBalances(overlay = true): Promise<Balance[]> {
  return api.call(routes.assets.balances, {}, { overlay });
}

export function balancesQueryOptions(address: string) {
  return queryOptions({
    queryKey: assetsQueryKeys.balances(address),
    queryFn: (context) => getBalances(overlayForFetch(context)),
  });
}

/** The platform balances; `pollMs` refetches on an interval (a deposit waiting to be credited). */
export function useBalances(address: string, options: { pollMs?: number | false } = {}) {
  return useQuery({ ...balancesQueryOptions(address), refetchInterval: options.pollMs ?? false });
}

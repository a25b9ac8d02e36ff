import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointQuery } from '../query/endpoint-query';

/** GET /api/assets/balances: the platform balances (available and locked) of the signed-in user. */
export function balancesQueryOptions(address: string) {
  return endpointQuery(routes.assets.balances, address);
}

/** The platform balances; `pollMs` refetches on an interval (a deposit waiting to be credited). */
export function useBalances(address: string, options: { pollMs?: number | false } = {}) {
  return useQuery({ ...balancesQueryOptions(address), refetchInterval: options.pollMs ?? false });
}

import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/** GET /api/transparency/liabilities: the newest proof-of-liabilities root of every asset. Public. */
export function liabilitiesRootsQueryOptions() {
  return endpointQuery(routes.transparency.liabilities);
}

export function useLiabilitiesRoots() {
  return useQuery(liabilitiesRootsQueryOptions());
}

import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/** GET /api/transparency/rules: the rules configuration in force, as stored. Public. */
export function rulesInForceQueryOptions() {
  return endpointQuery(routes.transparency.rules);
}

export function useRulesInForce() {
  return useQuery(rulesInForceQueryOptions());
}

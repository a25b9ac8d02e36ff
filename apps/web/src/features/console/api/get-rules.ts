import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RulesOverview } from '@woohoo/shared/api/operator';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

/** GET /api/operator/rules: the version in force, every version (newest first), the earliest a new one may apply. */
export function getRules(): Promise<RulesOverview> {
  return consoleRequest(routes.operator.rules.overview);
}

export function rulesQueryOptions() {
  return queryOptions({ queryKey: endpointKey(routes.operator.rules.overview), queryFn: getRules });
}

export function useRules() {
  return useQuery(rulesQueryOptions());
}

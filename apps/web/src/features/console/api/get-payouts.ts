import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

/** GET /api/operator/payouts: the payouts that need an operator (docs/rules.md "Payout runbook"). */
export function getPayouts() {
  return consoleRequest(routes.operator.payouts.list, {});
}

export function payoutsQueryOptions() {
  return queryOptions({ queryKey: endpointKey(routes.operator.payouts.list), queryFn: getPayouts });
}

export function usePayouts() {
  return useQuery(payoutsQueryOptions());
}

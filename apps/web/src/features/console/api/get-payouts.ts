import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { consoleRequest } from './console-client';
import { consoleQueryKeys } from './console-query-keys';

/** GET /api/operator/payouts: the payouts that need an operator (docs/rules.md "Payout runbook"). */
export function getPayouts() {
  return consoleRequest(routes.operator.payouts.list, {});
}

export function payoutsQueryOptions() {
  return queryOptions({ queryKey: consoleQueryKeys.payouts(), queryFn: getPayouts });
}

export function usePayouts() {
  return useQuery(payoutsQueryOptions());
}

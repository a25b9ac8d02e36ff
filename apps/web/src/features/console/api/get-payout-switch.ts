import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

/** GET /api/operator/payouts/switch: the payout kill switch (docs/rules.md "The payout kill switch"). */
export function getPayoutSwitch() {
  return consoleRequest(routes.operator.payouts.switch, {});
}

export function payoutSwitchQueryOptions() {
  return queryOptions({ queryKey: endpointKey(routes.operator.payouts.switch), queryFn: getPayoutSwitch });
}

export function usePayoutSwitch() {
  return useQuery(payoutSwitchQueryOptions());
}

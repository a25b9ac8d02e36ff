import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { consoleRequest } from './console-client';
import { consoleQueryKeys } from './console-query-keys';

/** GET /api/operator/payouts/switch: the payout kill switch (docs/rules.md "The payout kill switch"). */
export function getPayoutSwitch() {
  return consoleRequest(routes.operator.payouts.switch, {});
}

export function payoutSwitchQueryOptions() {
  return queryOptions({ queryKey: consoleQueryKeys.payoutSwitch(), queryFn: getPayoutSwitch });
}

export function usePayoutSwitch() {
  return useQuery(payoutSwitchQueryOptions());
}

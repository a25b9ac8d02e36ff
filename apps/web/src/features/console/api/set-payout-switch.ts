import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutSwitch } from '@woohoo/shared/api/operator-payouts';
import * as routes from '@woohoo/shared/endpoints/routes';
import { invalidateAreas } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

/** POST /api/operator/payouts/stop or /start (docs/rules.md "The payout kill switch"). */
export function setPayoutSwitch(stop: boolean): Promise<PayoutSwitch> {
  return stop
    ? consoleRequest(routes.operator.payouts.stop, { body: {} })
    : consoleRequest(routes.operator.payouts.start, { body: {} });
}

/** Stops or starts payouts, then refreshes the switch, the payouts and the audit. */
export function useSetPayoutSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPayoutSwitch,
    onSettled: async () => {
      await invalidateAreas(
        queryClient,
        routes.operator.payouts,
        routes.operator.treasury,
        routes.operator.audit,
      );
    },
  });
}

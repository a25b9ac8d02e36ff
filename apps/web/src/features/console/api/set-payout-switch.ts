import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutSwitch } from '@woohoo/shared/api/operator-payouts';
import * as routes from '@woohoo/shared/endpoints/routes';
import { consoleRequest } from './console-client';
import { consoleQueryKeys } from './console-query-keys';

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
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleQueryKeys.payouts() }),
        queryClient.invalidateQueries({ queryKey: consoleQueryKeys.treasury() }),
        queryClient.invalidateQueries({ queryKey: consoleQueryKeys.auditAll() }),
      ]);
    },
  });
}

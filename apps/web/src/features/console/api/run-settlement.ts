import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettlementReport } from '@woohoo/shared/api/team';
import * as routes from '@woohoo/shared/endpoints/routes';
import { consoleRequest } from './console-client';
import { consoleQueryKeys } from './console-query-keys';

/** POST /api/operator/settlements { day }: runs the day (a settled day answers its first result). */
export function runSettlement(day: string): Promise<SettlementReport> {
  return consoleRequest(routes.operator.settlements.run, { body: { day } });
}

/** Runs a settlement, shows its answer as the day's report and refreshes the settled days. */
export function useRunSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSettlement,
    onSuccess: (report, day) => queryClient.setQueryData(consoleQueryKeys.settlement(day), report),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleQueryKeys.settlementHistoryAll() }),
        queryClient.invalidateQueries({ queryKey: consoleQueryKeys.auditAll() }),
      ]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettlementReport } from '@woohoo/shared/api/team';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointKey, invalidateAreas } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

/** POST /api/operator/settlements { day }: runs the day (a settled day answers its first result). */
export function runSettlement(day: string): Promise<SettlementReport> {
  return consoleRequest(routes.operator.settlements.run, { body: { day } });
}

/** Runs a settlement, shows its answer as the day's report and refreshes the settled days. */
export function useRunSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSettlement,
    onSuccess: (report, day) =>
      queryClient.setQueryData(endpointKey(routes.operator.settlements.report, undefined, { day }), report),
    onSettled: async () => {
      await invalidateAreas(queryClient, routes.transparency.settlements, routes.operator.audit);
    },
  });
}

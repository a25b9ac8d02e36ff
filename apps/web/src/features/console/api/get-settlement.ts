import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettlementReport } from '@woohoo/shared/api/team';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

/** GET /api/operator/settlements/:day: the day's state, totals per reward kind, users paid. */
export function getSettlement(day: string): Promise<SettlementReport> {
  return consoleRequest(routes.operator.settlements.report, { params: { day } });
}

export function settlementQueryOptions(day: string) {
  return queryOptions({
    queryKey: endpointKey(routes.operator.settlements.report, undefined, { day }),
    queryFn: () => getSettlement(day),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(day),
  });
}

export function useSettlement(day: string) {
  return useQuery(settlementQueryOptions(day));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

/** The public route's largest page is 60 (settlementsQuerySchema). */
export const SETTLEMENT_HISTORY_PAGE_SIZE = 10;

/**
 * GET /api/transparency/settlements: settled days, newest first, with inflow, cap and totals.
 * Public, so the operator's token is not sent (customAuth).
 */
export function getSettlementHistory(page: number) {
  return consoleRequest(
    routes.transparency.settlements,
    { query: { page, size: SETTLEMENT_HISTORY_PAGE_SIZE } },
    { customAuth: true },
  );
}

export function settlementHistoryQueryOptions(page: number) {
  return queryOptions({
    queryKey: endpointKey(routes.transparency.settlements, undefined, { page }),
    queryFn: () => getSettlementHistory(page),
    placeholderData: keepPreviousData,
  });
}

export function useSettlementHistory(page: number) {
  return useQuery(settlementHistoryQueryOptions(page));
}

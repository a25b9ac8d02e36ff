import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettlement } from '@woohoo/shared/api/transparency';
import type { Paged } from '../../../lib/money/money-types';
import { consoleRequest } from './console-client';
import { consoleQueryKeys } from './console-query-keys';

/** The public route's largest page is 60 (settlementsQuerySchema). */
export const SETTLEMENT_HISTORY_PAGE_SIZE = 10;

/**
 * GET /api/transparency/settlements: settled days, newest first, with inflow, cap and totals.
 * Public, so the operator's token is not sent (customAuth).
 */
export function getSettlementHistory(page: number): Promise<Paged<PublicSettlement>> {
  const route = { method: 'GET', path: '/api/transparency/settlements', access: 'public' } as const;
  return consoleRequest(
    route,
    { query: { page, size: SETTLEMENT_HISTORY_PAGE_SIZE } },
    { customAuth: true },
  ) as Promise<Paged<PublicSettlement>>;
}

export function settlementHistoryQueryOptions(page: number) {
  return queryOptions({
    queryKey: consoleQueryKeys.settlementHistory(page),
    queryFn: () => getSettlementHistory(page),
    placeholderData: keepPreviousData,
  });
}

export function useSettlementHistory(page: number) {
  return useQuery(settlementHistoryQueryOptions(page));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RecordStatus } from '@woohoo/shared/api/money';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

export const WITHDRAWALS_PAGE_SIZE = 20;

export type WithdrawalStatusFilter = RecordStatus | 'all';
export type WithdrawalFilter = { status: WithdrawalStatusFilter; address: string; page: number };

/** GET /api/operator/withdrawals: one page of withdrawals in a state (of one user), oldest first. */
export function getWithdrawals(filter: WithdrawalFilter) {
  return consoleRequest(routes.operator.withdrawals.list, {
    query: {
      status: filter.status,
      address: filter.address || undefined,
      page: filter.page,
      size: WITHDRAWALS_PAGE_SIZE,
    },
  });
}

export function withdrawalsQueryOptions(filter: WithdrawalFilter) {
  return queryOptions({
    queryKey: endpointKey(routes.operator.withdrawals.list, undefined, filter),
    queryFn: () => getWithdrawals(filter),
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawals(filter: WithdrawalFilter) {
  return useQuery(withdrawalsQueryOptions(filter));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/** Our decision: the page looks again every 30 s, so a pause (or its end) shows within half a minute. */
export const WITHDRAW_AVAILABILITY_REFRESH_MS = 30_000;

/**
 * GET /api/withdraw/availability: whether a new withdrawal is accepted now, and if not why
 * (docs/rules.md "Withdrawals while payouts are paused"). A background check: no overlay, and no
 * toast when it fails, since the server refuses a paused withdrawal anyway.
 */
export function withdrawAvailabilityQueryOptions(address: string) {
  return queryOptions({
    ...endpointQuery(routes.withdraw.availability, address, {}, { overlay: false, toast: false }),
    refetchInterval: WITHDRAW_AVAILABILITY_REFRESH_MS,
  });
}

export function useWithdrawAvailability(address: string) {
  return useQuery(withdrawAvailabilityQueryOptions(address));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawAvailability } from '@woohoo/shared/api/money';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';

/** Our decision: the page looks again every 30 s, so a pause (or its end) shows within half a minute. */
export const WITHDRAW_AVAILABILITY_REFRESH_MS = 30_000;

export const withdrawAvailabilityQueryKey = ['withdraw', 'availability'] as const;

/**
 * GET /api/withdraw/availability: whether a new withdrawal is accepted now, and if not why
 * (docs/rules.md "Withdrawals while payouts are paused"). A background check: no overlay, and no
 * toast when it fails, since the server refuses a paused withdrawal anyway.
 */
export function getWithdrawAvailability(): Promise<WithdrawAvailability> {
  return api.call(routes.withdraw.availability, {}, { overlay: false, toast: false });
}

export const withdrawAvailabilityQueryOptions = queryOptions({
  queryKey: withdrawAvailabilityQueryKey,
  queryFn: getWithdrawAvailability,
  refetchInterval: WITHDRAW_AVAILABILITY_REFRESH_MS,
});

export function useWithdrawAvailability() {
  return useQuery(withdrawAvailabilityQueryOptions);
}

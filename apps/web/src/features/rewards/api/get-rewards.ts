import { queryOptions } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import type { RewardKind } from '@woohoo/shared/settlement/reward-kinds';
import { nextPageParam } from '../../../lib/money/next-page-param';
import { endpointPages, endpointQuery } from '../../../lib/query/endpoint-query';

export const REWARDS_PAGE_SIZE = 20;

/** GET /api/rewards?kind=&page=&size=: the caller's reward lines, newest day first. */
export function rewardsInfiniteQueryOptions(address: string, kind: RewardKind | undefined) {
  return endpointPages(routes.rewards.list, { size: REWARDS_PAGE_SIZE, next: nextPageParam }, address, {
    query: { kind },
  });
}

/** The most lines one income entry shows when opened; a larger day and kind says how many more. */
export const DAY_LINES_SHOWN = 100;

/**
 * GET /api/rewards?day=&kind=: the lines of one settlement day and kind, what one income entry is
 * made of. Loaded when the entry is opened, without the overlay: the entry shows its own loading.
 */
export function rewardDayLinesQueryOptions(address: string, day: string, kind: RewardKind) {
  return queryOptions(
    endpointQuery(
      routes.rewards.list,
      address,
      { query: { page: 1, size: DAY_LINES_SHOWN, day, kind } },
      { overlay: false },
    ),
  );
}

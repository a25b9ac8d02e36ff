import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import type { RewardKind } from '@woohoo/shared/settlement/reward-kinds';
import { api } from '../../../lib/api';
import type { Paged } from '../../../lib/money/money-types';
import { nextPageParam } from '../../../lib/money/next-page-param';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import type { Reward } from '../utils/reward-types';
import { rewardsQueryKeys } from './rewards-query-keys';

export const REWARDS_PAGE_SIZE = 20;

/** GET /api/rewards?kind=&page=&size=: the caller's reward lines, newest day first. */
export function getRewards(
  params: { kind: RewardKind | undefined; page: number },
  overlay: boolean,
): Promise<Paged<Reward>> {
  const query = { page: params.page, size: REWARDS_PAGE_SIZE, ...(params.kind ? { kind: params.kind } : {}) };
  return api.call(routes.rewards.list, { query }, { overlay });
}

export function rewardsInfiniteQueryOptions(address: string, kind: RewardKind | undefined) {
  return infiniteQueryOptions({
    queryKey: rewardsQueryKeys.lines(address, kind),
    queryFn: (context) => getRewards({ kind, page: context.pageParam }, overlayForFetch(context)),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

/** The most lines one income entry shows when opened; a larger day and kind says how many more. */
export const DAY_LINES_SHOWN = 100;

/**
 * GET /api/rewards?day=&kind=: the lines of one settlement day and kind, what one income entry is
 * made of. Loaded when the entry is opened, without the overlay: the entry shows its own loading.
 */
export function rewardDayLinesQueryOptions(address: string, day: string, kind: RewardKind) {
  return queryOptions({
    queryKey: rewardsQueryKeys.dayLines(address, day, kind),
    queryFn: () =>
      api.call(
        routes.rewards.list,
        { query: { page: 1, size: DAY_LINES_SHOWN, day, kind } },
        { overlay: false },
      ),
  });
}

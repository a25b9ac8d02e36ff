import { infiniteQueryOptions } from '@tanstack/react-query';
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
  const data = { page: params.page, size: REWARDS_PAGE_SIZE, ...(params.kind ? { kind: params.kind } : {}) };
  return api.request<Paged<Reward>>('/api/rewards', { data, overlay });
}

export function rewardsInfiniteQueryOptions(address: string, kind: RewardKind | undefined) {
  return infiniteQueryOptions({
    queryKey: rewardsQueryKeys.lines(address, kind),
    queryFn: (context) => getRewards({ kind, page: context.pageParam }, overlayForFetch(context)),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

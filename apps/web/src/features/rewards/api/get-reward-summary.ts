import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import type { RewardSummary } from '../utils/reward-types';
import { rewardsQueryKeys } from './rewards-query-keys';

/** GET /api/rewards/summary: reward, revenue and release summaries, and total personal income. */
export function getRewardSummary(overlay: boolean): Promise<RewardSummary> {
  return api.call(routes.rewards.summary, {}, { overlay });
}

export function useRewardSummary(address: string) {
  return useQuery({
    queryKey: rewardsQueryKeys.summary(address),
    queryFn: (context) => getRewardSummary(overlayForFetch(context)),
  });
}

import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/** GET /api/rewards/summary: reward, revenue and release summaries, and total personal income. */
export function useRewardSummary(address: string) {
  return useQuery(endpointQuery(routes.rewards.summary, address));
}

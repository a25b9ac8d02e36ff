import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PoolRewardRequest } from '@woohoo/shared/api/operator';
import * as routes from '@woohoo/shared/endpoints/routes';
import { invalidateAreas } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

/**
 * POST /api/operator/pool/reward: requests `amountWei` BHC for the on-chain staking pool's
 * rewards; the payout worker signs and sends it (docs/rules.md "The on-chain pool").
 */
export function fundPoolReward(amountWei: bigint): Promise<PoolRewardRequest> {
  return consoleRequest(routes.operator.pool.reward, { body: { amount: amountWei.toString() } });
}

/** Requests the reward, then refreshes the audit. */
export function useFundPoolReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fundPoolReward,
    onSettled: () => invalidateAreas(queryClient, routes.operator.audit),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PoolReward } from '@woohoo/shared/api/operator';
import * as routes from '@woohoo/shared/endpoints/routes';
import { consoleRequest } from './console-client';
import { consoleQueryKeys } from './console-query-keys';

/**
 * POST /api/operator/pool/reward: adds `amountWei` BHC to the on-chain staking pool's rewards,
 * signed by the treasury (404 when the server runs without a chain).
 */
export function fundPoolReward(amountWei: bigint): Promise<PoolReward> {
  return consoleRequest(routes.operator.pool.reward, { body: { amount: amountWei.toString() } });
}

/** Funds the pool, then refreshes the audit (the row follows the transaction's receipt). */
export function useFundPoolReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fundPoolReward,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKeys.auditAll() }),
  });
}

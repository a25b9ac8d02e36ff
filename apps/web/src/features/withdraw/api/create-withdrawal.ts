import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WITHDRAW_ASSETS } from '@woohoo/shared/assets';
import { api } from '../../../lib/api';
import { IDEMPOTENCY_KEY_HEADER } from '../../../lib/money/idempotency-key';
import { invalidateMoneyQueries } from '../../../lib/money/invalidate-money-queries';
import type { WithdrawalRecord } from '../../../lib/money/money-types';

/** The assets that can leave the platform (USDT only, packages/shared/src/assets.ts). */
export type WithdrawAsset = (typeof WITHDRAW_ASSETS)[number];

export type CreateWithdrawalInput = { asset: WithdrawAsset; amountWei: bigint; idempotencyKey: string };

/** POST /api/withdraw: holds the amount and creates a withdrawal in review (SPEC 4). */
export function createWithdrawal(input: CreateWithdrawalInput): Promise<WithdrawalRecord> {
  return api.request<WithdrawalRecord>('/api/withdraw', {
    method: 'POST',
    data: { asset: input.asset, amount: input.amountWei.toString() },
    headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
  });
}

/** The withdrawal mutation; balances and records are stale after it. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: () => invalidateMoneyQueries(queryClient),
  });
}

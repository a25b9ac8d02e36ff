import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WITHDRAW_ASSETS } from '@woohoo/shared/assets';
import * as routes from '@woohoo/shared/endpoints/routes';
import { ERRORS } from '@woohoo/shared/error-codes';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';
import { IDEMPOTENCY_KEY_HEADER } from '../../../lib/money/idempotency-key';
import { invalidateMoneyQueries } from '../../../lib/money/invalidate-money-queries';
import type { WithdrawalRecord } from '../../../lib/money/money-types';
import { invalidateAreas } from '../../../lib/query/endpoint-query';

/** The assets that can leave the platform (USDT only, packages/shared/src/assets.ts). */
export type WithdrawAsset = (typeof WITHDRAW_ASSETS)[number];

export type CreateWithdrawalInput = { asset: WithdrawAsset; amountWei: bigint; idempotencyKey: string };

/** POST /api/withdraw: holds the amount and creates a withdrawal in review (SPEC 4). */
export function createWithdrawal(input: CreateWithdrawalInput): Promise<WithdrawalRecord> {
  return api.call(routes.withdraw.create, {
    body: { asset: input.asset, amount: input.amountWei.toString() },
    headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
  });
}

/** The server refused because payouts are paused (50301): nothing was held. */
export function isWithdrawalsPausedError(error: unknown): boolean {
  return isApiError(error) && error.code === ERRORS.withdrawalsPaused.code;
}

/**
 * The withdrawal mutation; balances and records are stale after it. A refusal because payouts
 * are paused also makes the page ask again why, so its banner shows at once.
 */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: () => invalidateMoneyQueries(queryClient),
    onError: (error) => {
      if (isWithdrawalsPausedError(error)) void invalidateAreas(queryClient, routes.withdraw.availability);
    },
  });
}

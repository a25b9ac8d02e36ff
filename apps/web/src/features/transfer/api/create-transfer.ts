import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRANSFER_ASSETS } from '@woohoo/shared/assets';
import * as routes from '@woohoo/shared/endpoints/routes';
import type { Address } from 'viem';
import { api } from '../../../lib/api';
import { IDEMPOTENCY_KEY_HEADER } from '../../../lib/money/idempotency-key';
import { invalidateMoneyQueries } from '../../../lib/money/invalidate-money-queries';
import type { TransferRecord } from '../../../lib/money/money-types';

export type TransferAsset = (typeof TRANSFER_ASSETS)[number];
export type CreateTransferInput = {
  asset: TransferAsset;
  amountWei: bigint;
  to: Address;
  idempotencyKey: string;
};

/** POST /api/transfer: moves platform balance to another registered user at once. */
export function createTransfer(input: CreateTransferInput): Promise<TransferRecord> {
  return api.call(routes.transfer.create, {
    body: { asset: input.asset, amount: input.amountWei.toString(), to: input.to },
    headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
  });
}

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransfer,
    onSuccess: () => invalidateMoneyQueries(queryClient),
  });
}

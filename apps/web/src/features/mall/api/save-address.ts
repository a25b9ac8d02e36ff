import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressBody } from '@woohoo/shared/api/mall';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { IDEMPOTENCY_KEY_HEADER } from '../../../lib/money/idempotency-key';
import { invalidateAreas } from '../../../lib/query/endpoint-query';
import type { DeliveryAddress } from '../utils/mall-types';

export type SaveAddressInput = { id?: string; body: AddressBody; idempotencyKey: string };

/** POST /api/mall/addresses (new, with an Idempotency-Key) or PUT /api/mall/addresses/:id (edit). */
export function saveAddress(input: SaveAddressInput): Promise<DeliveryAddress> {
  return input.id
    ? api.call(routes.mall.changeAddress, { params: { id: input.id }, body: input.body })
    : api.call(routes.mall.addAddress, {
        body: input.body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
      });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => invalidateAreas(queryClient, routes.mall.addresses),
  });
}

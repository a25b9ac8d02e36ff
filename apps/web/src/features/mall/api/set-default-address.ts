import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { DeliveryAddress } from '../utils/mall-types';
import { mallQueryKeys } from './mall-query-keys';

/** POST /api/mall/addresses/:id/default */
export function setDefaultAddress(id: string): Promise<DeliveryAddress> {
  return api.request<DeliveryAddress>(`/api/mall/addresses/${id}/default`, { method: 'POST' });
}

export function useSetDefaultAddress(address: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mallQueryKeys.addresses(address) }),
  });
}

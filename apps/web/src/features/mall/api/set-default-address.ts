import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import type { DeliveryAddress } from '../utils/mall-types';
import { mallQueryKeys } from './mall-query-keys';

/** POST /api/mall/addresses/:id/default */
export function setDefaultAddress(id: string): Promise<DeliveryAddress> {
  return api.call(routes.mall.setDefaultAddress, { params: { id } });
}

export function useSetDefaultAddress(address: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mallQueryKeys.addresses(address) }),
  });
}

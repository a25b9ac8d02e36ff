import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { invalidateAreas } from '../../../lib/query/endpoint-query';
import type { DeliveryAddress } from '../utils/mall-types';

/** POST /api/mall/addresses/:id/default */
export function setDefaultAddress(id: string): Promise<DeliveryAddress> {
  return api.call(routes.mall.setDefaultAddress, { params: { id } });
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: () => invalidateAreas(queryClient, routes.mall.addresses),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { mallQueryKeys } from './mall-query-keys';

/** DELETE /api/mall/addresses/:id */
export function deleteAddress(id: string) {
  return api.call(routes.mall.deleteAddress, { params: { id } });
}

export function useDeleteAddress(address: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mallQueryKeys.addresses(address) }),
  });
}

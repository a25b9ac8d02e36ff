import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { invalidateAreas } from '../../../lib/query/endpoint-query';

/** DELETE /api/mall/addresses/:id */
export function deleteAddress(id: string) {
  return api.call(routes.mall.deleteAddress, { params: { id } });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => invalidateAreas(queryClient, routes.mall.addresses),
  });
}

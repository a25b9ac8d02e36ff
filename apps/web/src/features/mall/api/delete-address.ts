import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { mallQueryKeys } from './mall-query-keys';

/** DELETE /api/mall/addresses/:id */
export function deleteAddress(id: string): Promise<{ id: string }> {
  return api.request<{ id: string }>(`/api/mall/addresses/${id}`, { method: 'DELETE' });
}

export function useDeleteAddress(address: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mallQueryKeys.addresses(address) }),
  });
}

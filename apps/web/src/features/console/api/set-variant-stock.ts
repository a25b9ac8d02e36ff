import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperatorProduct } from '@woohoo/shared/api/operator';
import * as routes from '@woohoo/shared/endpoints/routes';
import { invalidateAreas } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

export type StockInput = { variantId: string; stock: number };

/** POST /api/operator/mall/variants/:id/stock: sets a variant's stock to a counted figure (0..1,000,000). */
export function setVariantStock({ variantId, stock }: StockInput): Promise<OperatorProduct> {
  return consoleRequest(routes.operator.mall.setStock, { params: { id: variantId }, body: { stock } });
}

/** Sets a stock, then refreshes the product lists and the audit. */
export function useSetVariantStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVariantStock,
    onSettled: async () => {
      await invalidateAreas(queryClient, routes.operator.mall.products, routes.operator.audit);
    },
  });
}

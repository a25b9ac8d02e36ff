import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperatorProduct } from '@woohoo/shared/api/operator';
import * as routes from '@woohoo/shared/endpoints/routes';
import { invalidateAreas } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

/** One change at a time: a new price in the smallest unit, or on / off sale. */
export type ProductChange = { id: string; priceWei: bigint } | { id: string; onSale: boolean };

/** POST /api/operator/mall/products/:id: `{ price }` (smallest unit) or `{ onSale }`. */
export function changeProduct(change: ProductChange): Promise<OperatorProduct> {
  const body = 'priceWei' in change ? { price: change.priceWei.toString() } : { onSale: change.onSale };
  return consoleRequest(routes.operator.mall.changeProduct, { params: { id: change.id }, body });
}

/** Changes a product, then refreshes the product lists and the audit. */
export function useChangeProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProduct,
    onSettled: async () => {
      await invalidateAreas(queryClient, routes.operator.mall.products, routes.operator.audit);
    },
  });
}

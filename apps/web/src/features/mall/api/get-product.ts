import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import type { Product } from '../utils/mall-types';
import { mallQueryKeys } from './mall-query-keys';

/** GET /api/mall/products/:id: images, description, variants with their stock. */
export function getProduct(id: string): Promise<Product> {
  return api.call(routes.mall.product, { params: { id } });
}

export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: mallQueryKeys.product(id ?? ''),
    queryFn: () => getProduct(id ?? ''),
    enabled: Boolean(id),
  });
}

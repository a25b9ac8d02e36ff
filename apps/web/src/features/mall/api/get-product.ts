import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/** GET /api/mall/products/:id: images, description, variants with their stock. */
export function useProduct(id: string | undefined) {
  return useQuery({
    ...endpointQuery(routes.mall.product, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
  });
}

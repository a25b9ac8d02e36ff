import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

export const PRODUCTS_PAGE_SIZE = 20;

export type ProductSaleFilter = 'all' | 'true' | 'false';
/** `q`: a name or slug to search ('' for any). */
export type ProductFilter = { q: string; onSale: ProductSaleFilter; page: number };

/** GET /api/operator/mall/products: every product, on sale or not, with its variants' stock; paged. */
export function getProducts(filter: ProductFilter) {
  return consoleRequest(routes.operator.mall.products, {
    query: {
      q: filter.q.trim() || undefined,
      onSale: filter.onSale,
      page: filter.page,
      size: PRODUCTS_PAGE_SIZE,
    },
  });
}

export function productsQueryOptions(filter: ProductFilter) {
  return queryOptions({
    queryKey: endpointKey(routes.operator.mall.products, undefined, filter),
    queryFn: () => getProducts(filter),
    placeholderData: keepPreviousData,
  });
}

export function useProducts(filter: ProductFilter) {
  return useQuery(productsQueryOptions(filter));
}

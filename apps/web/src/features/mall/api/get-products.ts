import * as routes from '@woohoo/shared/endpoints/routes';
import type { MallCategory } from '@woohoo/shared/mall-rules';
import { nextPageParam } from '../../../lib/money/next-page-param';
import { endpointPages } from '../../../lib/query/endpoint-query';

const PAGE_SIZE = 20;

/** GET /api/mall/products?category=&q=&page=&size= (an empty search is no search). */
export function productsInfiniteQueryOptions(category: MallCategory | undefined, q: string) {
  return endpointPages(
    routes.mall.products,
    { size: PAGE_SIZE, next: nextPageParam },
    {
      query: { category, q: q || undefined },
    },
  );
}

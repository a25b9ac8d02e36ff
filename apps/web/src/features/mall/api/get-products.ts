import { infiniteQueryOptions } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import type { MallCategory } from '@woohoo/shared/mall-rules';
import { api } from '../../../lib/api';
import { nextPageParam } from '../../../lib/money/next-page-param';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import { mallQueryKeys } from './mall-query-keys';

const PAGE_SIZE = 20;

/** GET /api/mall/products?category=&q=&page=&size= */
export function getProducts(
  params: { category: MallCategory | undefined; q: string; page: number },
  overlay: boolean,
) {
  const query = {
    page: params.page,
    size: PAGE_SIZE,
    ...(params.category ? { category: params.category } : {}),
    ...(params.q ? { q: params.q } : {}),
  };
  return api.call(routes.mall.products, { query }, { overlay });
}

export function productsInfiniteQueryOptions(category: MallCategory | undefined, q: string) {
  return infiniteQueryOptions({
    queryKey: mallQueryKeys.products(category, q),
    queryFn: (context) => getProducts({ category, q, page: context.pageParam }, overlayForFetch(context)),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

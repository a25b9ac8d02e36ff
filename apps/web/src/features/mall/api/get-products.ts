import { infiniteQueryOptions } from '@tanstack/react-query';
import type { MallCategory } from '@woohoo/shared/mall-rules';
import { api } from '../../../lib/api';
import type { Paged } from '../../../lib/money/money-types';
import { nextPageParam } from '../../../lib/money/next-page-param';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import type { ProductSummary } from '../utils/mall-types';
import { mallQueryKeys } from './mall-query-keys';

const PAGE_SIZE = 20;

/** GET /api/mall/products?category=&q=&page=&size= */
export function getProducts(
  params: { category: MallCategory | undefined; q: string; page: number },
  overlay: boolean,
): Promise<Paged<ProductSummary>> {
  const data = {
    page: params.page,
    size: PAGE_SIZE,
    ...(params.category ? { category: params.category } : {}),
    ...(params.q ? { q: params.q } : {}),
  };
  return api.request<Paged<ProductSummary>>('/api/mall/products', { data, overlay });
}

export function productsInfiniteQueryOptions(category: MallCategory | undefined, q: string) {
  return infiniteQueryOptions({
    queryKey: mallQueryKeys.products(category, q),
    queryFn: (context) => getProducts({ category, q, page: context.pageParam }, overlayForFetch(context)),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

import { infiniteQueryOptions, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import type { RecordStatus, RecordType } from '@woohoo/shared/api/money';
import type { Endpoints } from '@woohoo/shared/endpoints/catalogue';
import * as routes from '@woohoo/shared/endpoints/routes';
import type { KeyedRoute } from '@woohoo/shared/endpoints/routes-of';
import type { Paged } from '../../../lib/money/money-types';
import { nextPageParam } from '../../../lib/money/next-page-param';
import { pendingRefreshInterval } from '../../../lib/money/pending-refresh';
import { endpointPages } from '../../../lib/query/endpoint-query';
import type { RecordOf } from '../utils/record-types';

export const RECORDS_PAGE_SIZE = 20;

/**
 * GET /api/records/{type}?page=&size=&status=: the signed-in user's records as an infinite query,
 * page 1 first, then the next page while there are more; refreshed while one is pending.
 */
export function recordsInfiniteQueryOptions<T extends RecordType>(
  address: string,
  type: T,
  status: RecordStatus | undefined,
) {
  // `type` is generic here: the query is typed for any list, its pages are the list of `type`.
  const route = routes.records.list[type] as KeyedRoute<Endpoints['records']['list'][RecordType]>;
  const pages = endpointPages(route, { size: RECORDS_PAGE_SIZE, next: nextPageParam }, address, {
    query: { status },
  });
  const fetchPage = pages.queryFn as (
    context: QueryFunctionContext<QueryKey, number>,
  ) => Promise<Paged<RecordOf[T]>>;
  return infiniteQueryOptions({
    queryKey: pages.queryKey as QueryKey,
    queryFn: fetchPage,
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    refetchInterval: (query) => pendingRefreshInterval(query.state.data),
  });
}

import { infiniteQueryOptions } from '@tanstack/react-query';
import type { RecordStatus, RecordType } from '@woohoo/shared/api/money';
import type { Endpoints } from '@woohoo/shared/endpoints/catalogue';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { recordsQueryKeys } from '../../../lib/money/money-query-keys';
import type { Paged } from '../../../lib/money/money-types';
import { nextPageParam } from '../../../lib/money/next-page-param';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import { pendingRefreshInterval } from '../../../lib/money/pending-refresh';
import type { RecordOf } from '../utils/record-types';

export const RECORDS_PAGE_SIZE = 20;

/** GET /api/records/{type}?page=&size=&status=: one page of the signed-in user's records. */
export function getRecords<T extends RecordType>(
  type: T,
  params: { page: number; size: number; status: RecordStatus | undefined },
  overlay: boolean,
): Promise<Paged<RecordOf[T]>> {
  // `type` is generic here: the call is typed for any list, its answer is the list of `type`.
  return api.call<Endpoints['records']['list'][RecordType]>(
    routes.records.list[type],
    { query: params },
    { overlay },
  ) as Promise<Paged<RecordOf[T]>>;
}

/** The record list as an infinite query: page 1 first, then the next page while there are more. */
export function recordsInfiniteQueryOptions<T extends RecordType>(
  address: string,
  type: T,
  status: RecordStatus | undefined,
) {
  return infiniteQueryOptions({
    queryKey: recordsQueryKeys.list(address, type, status),
    queryFn: (context) =>
      getRecords(
        type,
        { page: context.pageParam, size: RECORDS_PAGE_SIZE, status },
        overlayForFetch(context),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    refetchInterval: (query) => pendingRefreshInterval(query.state.data),
  });
}

import type { Asset } from '@woohoo/shared/assets';
import * as routes from '@woohoo/shared/endpoints/routes';
import { nextPageParam } from '../../../lib/money/next-page-param';
import { endpointPages } from '../../../lib/query/endpoint-query';

export const HISTORY_PAGE_SIZE = 20;

/** GET /api/assets/history?asset=&page=&size=: the ledger entries of one asset, newest first. */
export function assetHistoryInfiniteQueryOptions(address: string, asset: Asset) {
  return endpointPages(routes.assets.history, { size: HISTORY_PAGE_SIZE, next: nextPageParam }, address, {
    query: { asset },
  });
}

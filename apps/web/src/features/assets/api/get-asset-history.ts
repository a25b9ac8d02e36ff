import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Asset } from '@woohoo/shared/assets';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { assetsQueryKeys } from '../../../lib/money/money-query-keys';
import type { HistoryEntry, Paged } from '../../../lib/money/money-types';
import { nextPageParam } from '../../../lib/money/next-page-param';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';

export const HISTORY_PAGE_SIZE = 20;

/** GET /api/assets/history?asset=&page=&size=: the ledger entries of one asset, newest first. */
export function getAssetHistory(asset: Asset, page: number, overlay: boolean): Promise<Paged<HistoryEntry>> {
  return api.call(routes.assets.history, { query: { asset, page, size: HISTORY_PAGE_SIZE } }, { overlay });
}

export function assetHistoryInfiniteQueryOptions(address: string, asset: Asset) {
  return infiniteQueryOptions({
    queryKey: assetsQueryKeys.history(address, asset),
    queryFn: (context) => getAssetHistory(asset, context.pageParam, overlayForFetch(context)),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

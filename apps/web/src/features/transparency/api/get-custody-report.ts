import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import { transparencyQueryKeys } from './transparency-query-keys';

/** GET /api/transparency/custody: who holds what on chain and the timelock's scheduled changes. Public. */
export function custodyReportQueryOptions() {
  return queryOptions({
    queryKey: transparencyQueryKeys.custody(),
    queryFn: (context) => api.call(routes.transparency.custody, {}, { overlay: overlayForFetch(context) }),
  });
}

export function useCustodyReport() {
  return useQuery(custodyReportQueryOptions());
}

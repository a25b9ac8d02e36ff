import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import { transparencyQueryKeys } from './transparency-query-keys';

/** GET /api/transparency/liabilities: the newest proof-of-liabilities root of every asset. Public. */
export function liabilitiesRootsQueryOptions() {
  return queryOptions({
    queryKey: transparencyQueryKeys.liabilities(),
    queryFn: (context) =>
      api.call(routes.transparency.liabilities, {}, { overlay: overlayForFetch(context) }),
  });
}

export function useLiabilitiesRoots() {
  return useQuery(liabilitiesRootsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import { transparencyQueryKeys } from './transparency-query-keys';

/** GET /api/transparency/rules: the rules configuration in force, as stored. Public. */
export function rulesInForceQueryOptions() {
  return queryOptions({
    queryKey: transparencyQueryKeys.rules(),
    queryFn: (context) => api.call(routes.transparency.rules, {}, { overlay: overlayForFetch(context) }),
  });
}

export function useRulesInForce() {
  return useQuery(rulesInForceQueryOptions());
}

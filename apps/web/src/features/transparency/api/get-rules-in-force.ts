import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RulesInForce } from '@woohoo/shared/api/transparency';
import { api } from '../../../lib/api';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import { transparencyQueryKeys } from './transparency-query-keys';

/** GET /api/transparency/rules: the rules configuration in force, as stored. Public. */
export function rulesInForceQueryOptions() {
  return queryOptions({
    queryKey: transparencyQueryKeys.rules(),
    queryFn: (context) =>
      api.request<RulesInForce>('/api/transparency/rules', { overlay: overlayForFetch(context) }),
  });
}

export function useRulesInForce() {
  return useQuery(rulesInForceQueryOptions());
}

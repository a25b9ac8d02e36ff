import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransparencyReport } from '@woohoo/shared/api/money';
import { api } from '../../../lib/api';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import { transparencyQueryKeys } from './transparency-query-keys';

/** GET /api/transparency: the last reconciliation's report, per asset. Public, no sign-in. */
export function transparencyReportQueryOptions() {
  return queryOptions({
    queryKey: transparencyQueryKeys.report(),
    queryFn: (context) =>
      api.request<TransparencyReport>('/api/transparency', { overlay: overlayForFetch(context) }),
  });
}

export function useTransparencyReport() {
  return useQuery(transparencyReportQueryOptions());
}

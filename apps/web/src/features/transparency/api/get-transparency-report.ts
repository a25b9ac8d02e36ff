import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import { transparencyQueryKeys } from './transparency-query-keys';

/** GET /api/transparency: the last reconciliation's report, per asset. Public, no sign-in. */
export function transparencyReportQueryOptions() {
  return queryOptions({
    queryKey: transparencyQueryKeys.report(),
    queryFn: (context) => api.call(routes.transparency.report, {}, { overlay: overlayForFetch(context) }),
  });
}

export function useTransparencyReport() {
  return useQuery(transparencyReportQueryOptions());
}

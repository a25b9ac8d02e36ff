import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/** GET /api/transparency: the last reconciliation's report, per asset. Public, no sign-in. */
export function transparencyReportQueryOptions() {
  return endpointQuery(routes.transparency.report);
}

export function useTransparencyReport() {
  return useQuery(transparencyReportQueryOptions());
}

import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/** GET /api/transparency/custody: who holds what on chain and the timelock's scheduled changes. Public. */
export function custodyReportQueryOptions() {
  return endpointQuery(routes.transparency.custody);
}

export function useCustodyReport() {
  return useQuery(custodyReportQueryOptions());
}

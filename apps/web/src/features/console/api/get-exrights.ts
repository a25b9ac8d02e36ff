import { useQuery } from '@tanstack/react-query';
import type { Exrights } from '@woohoo/shared/api/exrights';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

/** GET /api/operator/exrights: the issuance data and the events, as users see them. */
export function getExrights(): Promise<Exrights> {
  return consoleRequest(routes.operator.exrights.get);
}

export function useExrights() {
  return useQuery({ queryKey: endpointKey(routes.operator.exrights.get), queryFn: getExrights });
}

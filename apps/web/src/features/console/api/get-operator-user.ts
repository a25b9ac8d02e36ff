import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OperatorUser } from '@woohoo/shared/api/operator';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

/** GET /api/operator/users/:address: balances, level, team, KYC and last session (40400 if unknown). */
export function getOperatorUser(address: string): Promise<OperatorUser> {
  return consoleRequest(routes.operator.users.get, { params: { address } });
}

export function operatorUserQueryOptions(address: string) {
  return queryOptions({
    queryKey: endpointKey(routes.operator.users.get, undefined, { address }),
    queryFn: () => getOperatorUser(address),
    enabled: address !== '',
  });
}

export function useOperatorUser(address: string) {
  return useQuery(operatorUserQueryOptions(address));
}

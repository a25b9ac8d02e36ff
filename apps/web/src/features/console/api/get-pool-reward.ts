import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

/** How often a requested pool reward is read again until the payout worker has sent it. */
const POLL_MS = 2000;

/** GET /api/operator/pool/rewards/:id, read again while it is `requested`. */
export function usePoolRewardRequest(id: string | undefined) {
  return useQuery({
    queryKey: endpointKey(routes.operator.pool.request, undefined, { id: id ?? '' }),
    queryFn: () => consoleRequest(routes.operator.pool.request, { params: { id: id ?? '' } }),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.state === 'requested' ? POLL_MS : false),
  });
}

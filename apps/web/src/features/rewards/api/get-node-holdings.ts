import { useQuery } from '@tanstack/react-query';
import type { NodesOverview } from '@woohoo/shared/api/nodes';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import { fullNodeQueryKeys } from './full-node-query-keys';

/**
 * GET /api/nodes, the call the node sale makes: the full-node assessment reads the caller's
 * shares of each kind (`held`). Its own fetcher, as a feature never imports another feature.
 */
export function getNodeHoldings(overlay: boolean): Promise<NodesOverview> {
  return api.call(routes.nodes.overview, {}, { overlay });
}

export function useNodeHoldings(address: string) {
  return useQuery({
    queryKey: fullNodeQueryKeys.nodes(address),
    queryFn: (context) => getNodeHoldings(overlayForFetch(context)),
  });
}

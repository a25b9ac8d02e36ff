import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/**
 * GET /api/box/:id/proof: an opened box with the prize table of the rules version it was drawn
 * under. A box not opened yet answers 40927; the page says so without a toast.
 */
export function boxProofQueryOptions(address: string, id: string) {
  return queryOptions({
    ...endpointQuery(routes.boxes.proof, address, { params: { id } }, { toast: false }),
    // A revealed draw never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useBoxProof(address: string, id: string | undefined) {
  return useQuery({ ...boxProofQueryOptions(address, id ?? ''), enabled: Boolean(id) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoxProof } from '@woohoo/shared/api/boxes';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import { boxQueryKeys } from './box-query-keys';

/**
 * GET /api/box/:id/proof: an opened box with the prize table of the rules version it was drawn
 * under. A box not opened yet answers 40927; the page says so without a toast.
 */
export function getBoxProof(id: string, overlay: boolean): Promise<BoxProof> {
  return api.call(routes.boxes.proof, { params: { id } }, { overlay, toast: false });
}

export function boxProofQueryOptions(address: string, id: string) {
  return queryOptions({
    queryKey: boxQueryKeys.proof(address, id),
    queryFn: (context) => getBoxProof(id, overlayForFetch(context)),
    // A revealed draw never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useBoxProof(address: string, id: string | undefined) {
  return useQuery({ ...boxProofQueryOptions(address, id ?? ''), enabled: Boolean(id) });
}

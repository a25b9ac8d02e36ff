import type { LiabilitiesProof, LiabilitiesRoot } from '@woohoo/shared/api/liabilities';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';

/**
 * GET /api/transparency/liabilities/proof?asset=&day=: the signed-in caller's own leaf and path.
 * Not toasted: the verify panel says what went wrong (no balance that day, or a failed call).
 */
export function getLiabilitiesProof(root: Pick<LiabilitiesRoot, 'asset' | 'day'>): Promise<LiabilitiesProof> {
  return api.call(
    routes.transparency.liabilitiesProof,
    { query: { asset: root.asset, day: root.day } },
    { toast: false },
  );
}

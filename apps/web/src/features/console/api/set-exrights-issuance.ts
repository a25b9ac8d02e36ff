import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { invalidateAreas } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

/** Both in the smallest unit; the server refuses `issuedWei > totalSupplyWei`. */
export type ExrightsIssuanceInput = { totalSupplyWei: bigint; issuedWei: bigint };

/** POST /api/operator/exrights/issuance: replaces the BHC issuance data the ex-rights screen shows (answers null). */
export function setExrightsIssuance({ totalSupplyWei, issuedWei }: ExrightsIssuanceInput): Promise<null> {
  return consoleRequest(routes.operator.exrights.setIssuance, {
    body: { totalSupply: totalSupplyWei.toString(), issued: issuedWei.toString() },
  });
}

/** Sets the issuance data, then refreshes the audit (the change is audited with its before and after). */
export function useSetExrightsIssuance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setExrightsIssuance,
    onSettled: () => invalidateAreas(queryClient, routes.operator.audit, routes.operator.exrights),
  });
}

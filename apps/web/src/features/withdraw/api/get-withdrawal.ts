import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import type { WithdrawalRecord } from '../../../lib/money/money-types';
import { PENDING_REFRESH_MS } from '../../../lib/money/pending-refresh';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/** A withdrawal under review or being paid changes on its own; a paid or rejected one does not. */
export function isWithdrawalFinal(status: string): boolean {
  return status === 'success' || status === 'rejected';
}

/**
 * GET /api/withdraw/{id}, followed: the result card starts from the record the request answered
 * and looks again every few seconds until it is paid (with its transaction) or rejected, as the
 * records page does.
 */
export function useWithdrawal(address: string, created: WithdrawalRecord | undefined) {
  const query = useQuery({
    ...endpointQuery(routes.withdraw.get, address, { params: { id: created?.id ?? '' } }, { overlay: false }),
    enabled: created !== undefined && !isWithdrawalFinal(created.status),
    initialData: created,
    refetchInterval: (q) =>
      q.state.data && isWithdrawalFinal(q.state.data.status) ? false : PENDING_REFRESH_MS,
  });
  return created ? (query.data ?? created) : undefined;
}

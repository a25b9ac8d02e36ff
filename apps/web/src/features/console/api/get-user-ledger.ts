import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Asset } from '@woohoo/shared/assets';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

export const LEDGER_PAGE_SIZE = 20;

/** GET /api/operator/users/:address/ledger: a user's history in one asset, newest first, with notes. */
export function getUserLedger(address: string, asset: Asset, page: number) {
  return consoleRequest(routes.operator.users.ledger, {
    params: { address },
    query: { asset, page, size: LEDGER_PAGE_SIZE },
  });
}

export function userLedgerQueryOptions(address: string, asset: Asset, page: number) {
  return queryOptions({
    queryKey: endpointKey(routes.operator.users.ledger, undefined, { address, asset, page }),
    queryFn: () => getUserLedger(address, asset, page),
    placeholderData: keepPreviousData,
    enabled: address !== '',
  });
}

export function useUserLedger(address: string, asset: Asset, page: number) {
  return useQuery(userLedgerQueryOptions(address, asset, page));
}

import { useQuery } from '@tanstack/react-query';
import type { Exrights } from '@woohoo/shared/api/exrights';
import * as routes from '@woohoo/shared/endpoints/routes';
import { consoleRequest } from './console-client';
import { consoleQueryKeys } from './console-query-keys';

/** GET /api/operator/exrights: the issuance data and the events, as users see them. */
export function getExrights(): Promise<Exrights> {
  return consoleRequest(routes.operator.exrights.get);
}

export function useExrights() {
  return useQuery({ queryKey: consoleQueryKeys.exrights(), queryFn: getExrights });
}

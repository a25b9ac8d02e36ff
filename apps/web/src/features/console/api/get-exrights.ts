import { useQuery } from '@tanstack/react-query';
import type { Exrights } from '@woohoo/shared/api/exrights';
import { consoleRequest } from './console-client';
import { consoleQueryKeys } from './console-query-keys';

/** GET /api/operator/exrights: the issuance data and the events, as users see them. */
export function getExrights(): Promise<Exrights> {
  return consoleRequest<Exrights>('/api/operator/exrights');
}

export function useExrights() {
  return useQuery({ queryKey: consoleQueryKeys.exrights(), queryFn: getExrights });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

export const AUDIT_PAGE_SIZE = 20;

/** Empty strings are "any"; `action` may be a prefix ending in a dot, e.g. `withdrawal.`. */
export type AuditFilter = { actor: string; action: string; target: string; page: number };

/** GET /api/operator/audit: one page of operator actions, newest first. */
export function getAudit(filter: AuditFilter) {
  return consoleRequest(routes.operator.audit, {
    query: {
      actor: filter.actor.trim() || undefined,
      action: filter.action.trim() || undefined,
      target: filter.target.trim() || undefined,
      page: filter.page,
      size: AUDIT_PAGE_SIZE,
    },
  });
}

export function auditQueryOptions(filter: AuditFilter) {
  return queryOptions({
    queryKey: endpointKey(routes.operator.audit, undefined, filter),
    queryFn: () => getAudit(filter),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(filter: AuditFilter) {
  return useQuery(auditQueryOptions(filter));
}

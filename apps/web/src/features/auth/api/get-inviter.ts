import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/**
 * GET /api/team/inviter (public): whether an address is a registered user, so a referrer the
 * sign-in accepts. Quiet: no overlay and no toast, the invite card shows what it learns.
 */
export function inviterQueryOptions(address: string) {
  return queryOptions({
    ...endpointQuery(routes.team.inviter, { query: { address } }, { overlay: false, toast: false }),
    enabled: address !== '',
    staleTime: 60_000,
    retry: 1,
  });
}

export function useInviter(address: string) {
  return useQuery(inviterQueryOptions(address));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Inviter } from '@woohoo/shared/api/team';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { authQueryKeys } from './auth-query-keys';

/**
 * GET /api/team/inviter (public): whether an address is a registered user, so a referrer the
 * sign-in accepts. Quiet: no overlay and no toast, the invite card shows what it learns.
 */
export function getInviter(address: string): Promise<Inviter> {
  return api.call(routes.team.inviter, { query: { address } }, { overlay: false, toast: false });
}

export function inviterQueryOptions(address: string) {
  return queryOptions({
    queryKey: authQueryKeys.inviter(address),
    queryFn: () => getInviter(address),
    enabled: address !== '',
    staleTime: 60_000,
    retry: 1,
  });
}

export function useInviter(address: string) {
  return useQuery(inviterQueryOptions(address));
}

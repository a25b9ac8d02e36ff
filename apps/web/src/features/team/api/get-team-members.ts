import { infiniteQueryOptions } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import type { Paged } from '../../../lib/money/money-types';
import { nextPageParam } from '../../../lib/money/next-page-param';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import type { TeamMember } from '../utils/team-types';
import { teamQueryKeys } from './team-query-keys';

export const TEAM_MEMBERS_PAGE_SIZE = 20;

/** GET /api/team/members?page=&size=: the direct referrals, newest first. */
export function getTeamMembers(page: number, overlay: boolean): Promise<Paged<TeamMember>> {
  return api.call(routes.team.members, { query: { page, size: TEAM_MEMBERS_PAGE_SIZE } }, { overlay });
}

export function teamMembersInfiniteQueryOptions(address: string) {
  return infiniteQueryOptions({
    queryKey: teamQueryKeys.members(address),
    queryFn: (context) => getTeamMembers(context.pageParam, overlayForFetch(context)),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

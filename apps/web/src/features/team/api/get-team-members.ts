import * as routes from '@woohoo/shared/endpoints/routes';
import { nextPageParam } from '../../../lib/money/next-page-param';
import { endpointPages } from '../../../lib/query/endpoint-query';

export const TEAM_MEMBERS_PAGE_SIZE = 20;

/** GET /api/team/members?page=&size=: the direct referrals, newest first. */
export function teamMembersInfiniteQueryOptions(address: string) {
  return endpointPages(routes.team.members, { size: TEAM_MEMBERS_PAGE_SIZE, next: nextPageParam }, address);
}

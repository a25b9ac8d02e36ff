import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { useSession } from '../../../hooks/use-session';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/**
 * GET /api/user/info with the session's bearer token, under the token: the user a token belongs
 * to is what this answers, and the sign-in stores it there (login.ts).
 */
export function userInfoQueryOptions(token: string) {
  return queryOptions({
    ...endpointQuery(routes.user.info, token),
    enabled: token !== '',
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });
}

/**
 * The signed-in user, fetched when the session has a token and again on mount and on window
 * focus, so a session ended elsewhere (40002) or expired (1012) is noticed when the user returns.
 */
export function useUserInfo() {
  const token = useSession((state) => state.usermsg.token);
  return useQuery(userInfoQueryOptions(token));
}

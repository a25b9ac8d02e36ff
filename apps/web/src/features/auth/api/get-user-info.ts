import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@woohoo/shared/api/user';
import * as routes from '@woohoo/shared/endpoints/routes';
import { useSession } from '../../../hooks/use-session';
import { api } from '../../../lib/api';
import { authQueryKeys } from './auth-query-keys';

/** GET /api/user/info with the session's bearer token. */
export function getUserInfo(): Promise<User> {
  return api.call(routes.user.info);
}

export function userInfoQueryOptions(token: string) {
  return queryOptions({
    queryKey: authQueryKeys.user(token),
    queryFn: getUserInfo,
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

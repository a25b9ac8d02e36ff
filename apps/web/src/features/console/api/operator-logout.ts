import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { removeAreas } from '../../../lib/query/endpoint-query';
import { operatorSessionStore } from '../utils/operator-session-store';
import { consoleRequest } from './console-client';

/** POST /api/operator/logout: the server revokes the operator token. */
export function operatorLogout(): Promise<null> {
  return consoleRequest(routes.operator.session.logout);
}

/**
 * "Sign out": ends the server session, then forgets the token and every console answer, even when
 * the server cannot be reached (the token expires on its own after 12 hours).
 */
export function useOperatorLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => operatorLogout().catch(() => null),
    onSettled: () => {
      operatorSessionStore.clear();
      removeAreas(queryClient, routes.operator);
    },
  });
}

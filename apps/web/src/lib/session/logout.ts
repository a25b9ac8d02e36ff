import { useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { useDisconnect } from 'wagmi';
import { api } from '../api';
import { removeAreas } from '../query/endpoint-query';
import { clearUserData } from './session-reducers';
import { getSession, updateSession } from './session-store';

/** POST /api/logout: the server revokes the token, so it can no longer be used by anyone. */
export function logout(): Promise<null> {
  return api.call(routes.auth.logout, {}, { overlay: false, toast: false });
}

/**
 * "Disconnect": ends the server session as well as the wallet connection, so connecting again
 * asks for a new signature. The local session is cleared even when the server cannot be reached
 * (the token expires on its own); the wallet is disconnected last.
 */
export function useDisconnectAndLogout() {
  const { disconnect } = useDisconnect();
  const queryClient = useQueryClient();
  return async () => {
    if (getSession().usermsg.token) await logout().catch(() => undefined);
    updateSession(clearUserData);
    removeAreas(queryClient, routes.assets, routes.records);
    disconnect();
  };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginPayload } from '@woohoo/shared/api/auth';
import type { OperatorLoginResponse } from '@woohoo/shared/api/operator';
import * as routes from '@woohoo/shared/endpoints/routes';
import { encryptLoginPayload } from '@woohoo/shared/login-crypto';
import { buildLoginMessage, nonceIssuedAt, signInSite } from '@woohoo/shared/login-message';
import type { Address } from 'viem';
import { useConfig } from 'wagmi';
import { signMessage } from 'wagmi/actions';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import { removeAreas } from '../../../lib/query/endpoint-query';
import { operatorSessionStore } from '../utils/operator-session-store';
import { consoleSignInRequest } from './console-client';

/** The sentence the operator's wallet shows in the sign-in message (English, like the console). */
export const OPERATOR_SIGN_IN_STATEMENT = 'Sign in to the WOOHOO operator console';

/**
 * The auth feature's nonce request (GET /api/auth/nonce), handed in by the app: features never
 * import each other. The message itself is the shared EIP-4361 builder a user's sign-in signs too.
 */
export type SignInHelpers = {
  getNonce: (address: string) => Promise<{ nonce: string; expiresAt: string }>;
};

/** POST /api/operator/login: the user's encrypted login body and `key` header, for an operator token. */
export async function operatorLogin(
  rsaPublicKey: string,
  payload: LoginPayload,
): Promise<OperatorLoginResponse> {
  const { key, body } = await encryptLoginPayload(rsaPublicKey, payload);
  return consoleSignInRequest(routes.operator.session.login, { body, headers: { key } });
}

/**
 * The operator's sign-in: nonce, the same signed message as a user's, the encrypted login to the
 * operator route; the token goes to the operator session store, never the user's session. A
 * wallet that is not an operator gets 40300, which the sign-in screen shows.
 */
export function useOperatorLogin(helpers: SignInHelpers) {
  const wagmiConfig = useConfig();
  const appConfig = useAppConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ address }: { address: Address }) => {
      const { nonce, expiresAt } = await helpers.getNonce(address);
      const message = buildLoginMessage({
        address,
        chainId: appConfig.chain.chainId,
        nonce,
        statement: OPERATOR_SIGN_IN_STATEMENT,
        ...signInSite(appConfig.publicOrigin),
        now: nonceIssuedAt(expiresAt),
      });
      const signature = await signMessage(wagmiConfig, { account: address, message });
      return operatorLogin(appConfig.rsaPublicKey, { message, signature });
    },
    onSuccess: (result) => {
      removeAreas(queryClient, routes.operator);
      operatorSessionStore.set({ ...result.operator, token: result.token, expiresAt: result.expiresAt });
    },
  });
}

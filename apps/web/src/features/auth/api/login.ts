import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginPayload, LoginResponse } from '@woohoo/shared/api/auth';
import * as routes from '@woohoo/shared/endpoints/routes';
import { ERRORS } from '@woohoo/shared/error-codes';
import { encryptLoginPayload } from '@woohoo/shared/login-crypto';
import { buildLoginMessage, nonceIssuedAt, signInSite } from '@woohoo/shared/login-message';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { useConfig } from 'wagmi';
import { signMessage } from 'wagmi/actions';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import { setReferrer, setSignedIn } from '../../../lib/session/session-reducers';
import { updateSession } from '../../../lib/session/session-store';
import { showToast } from '../../../lib/toast';
import { isUserRejection } from '../../../lib/wallet/is-user-rejection';
import { getNonce } from './get-nonce';
import { userInfoQueryOptions } from './get-user-info';

/**
 * POST /api/login (SPEC 7): the payload is AES-GCM encrypted with a fresh key, and that key,
 * RSA-OAEP wrapped with the server's public key, travels in the `key` header.
 */
export async function login(rsaPublicKey: string, payload: LoginPayload): Promise<LoginResponse> {
  const { key, body } = await encryptLoginPayload(rsaPublicKey, payload);
  return api.call(routes.auth.login, { body, headers: { key } });
}

/**
 * The whole sign-in: nonce, EIP-4361 message, wallet signature, encrypted login; then the
 * session keeps token, pid and address and the user sees the SPEC 8 "login" success toast.
 * A cancel in the wallet is quiet; API errors have been toasted by the request layer.
 */
export function useLogin() {
  const { t } = useTranslation();
  const wagmiConfig = useConfig();
  const appConfig = useAppConfig();
  const queryClient = useQueryClient();

  return useMutation({
    // The referrer is the invitee's explicit choice on the invite card (or none), not whatever
    // invite link the session last saw.
    mutationFn: async ({ address, referrer }: { address: Address; referrer?: string }) => {
      const { nonce, expiresAt } = await getNonce(address);
      const message = buildLoginMessage({
        address,
        chainId: appConfig.chain.chainId,
        nonce,
        statement: t('auth.statement'),
        ...signInSite(appConfig.publicOrigin),
        now: nonceIssuedAt(expiresAt),
      });
      const signature = await signMessage(wagmiConfig, { account: address, message });
      return login(appConfig.rsaPublicKey, { message, signature, referrer });
    },
    onSuccess: (result) => {
      updateSession((state) => setSignedIn(state, result));
      queryClient.setQueryData(userInfoQueryOptions(result.token).queryKey, result.user);
      showToast(t('auth.loginSuccess'));
    },
    onError: (error) => {
      if (isApiError(error)) {
        // An invalid referrer would block every later attempt; sign in without it next time.
        if (error.code === ERRORS.referrerInvalid.code) updateSession((state) => setReferrer(state, ''));
        return;
      }
      if (isUserRejection(error)) return;
      console.error('Sign-in failed', error);
      showToast(t('errors.signInFailed'));
    },
  });
}

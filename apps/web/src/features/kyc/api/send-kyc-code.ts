import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { kycSendCodeBodySchema, kycSentSchema } from '@woohoo/shared/api/kyc';
import * as routes from '@woohoo/shared/endpoints/routes';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { endpointKey } from '../../../lib/query/endpoint-query';

export type SendKycCodeInput = z.input<typeof kycSendCodeBodySchema>;
export type KycCodeSent = z.infer<typeof kycSentSchema>;

/**
 * POST /api/kyc/email/code: the email, the captcha's and the slider's ids (`verifyImgs`), the
 * captcha typed, the piece's x in the image's own px, and the device id. The server refuses with
 * 40039/40040/40038 (security check), 40928/40929/40930 (taken or done) or 42901 (too soon); the
 * request layer toasts its message (SPEC 8).
 */
export function sendKycCode(input: SendKycCodeInput): Promise<KycCodeSent> {
  return api.call(routes.kyc.sendCode, { body: input });
}

/**
 * The mutation's options. Whatever the answer, the challenge it used is spent (one request each,
 * right or wrong), so a new one is fetched as soon as the request settles.
 */
export function sendKycCodeMutationOptions(queryClient: QueryClient, address: string) {
  return {
    mutationFn: sendKycCode,
    onSettled: () => queryClient.refetchQueries({ queryKey: endpointKey(routes.kyc.challenge, address) }),
  };
}

export function useSendKycCode(address: string) {
  const queryClient = useQueryClient();
  return useMutation(sendKycCodeMutationOptions(queryClient, address));
}

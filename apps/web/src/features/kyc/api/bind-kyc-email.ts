import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KycStatus, kycBindBodySchema } from '@woohoo/shared/api/kyc';
import * as routes from '@woohoo/shared/endpoints/routes';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { endpointQuery } from '../../../lib/query/endpoint-query';

export type BindKycEmailInput = z.input<typeof kycBindBodySchema>;

/**
 * POST /api/kyc/email/bind: the email and the 6-digit code sent to it complete KYC1 (SPEC 5).
 * A wrong or expired code answers 40042, which the request layer toasts.
 */
export function bindKycEmail(input: BindKycEmailInput): Promise<KycStatus> {
  return api.call(routes.kyc.bindEmail, { body: input });
}

export function useBindKycEmail(address: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindKycEmail,
    onSuccess: (status) => {
      // The answer is the new status: every screen showing it (the KYC page, the My page) turns
      // to "verified" without another request.
      queryClient.setQueryData(endpointQuery(routes.kyc.status, address).queryKey, status);
    },
  });
}

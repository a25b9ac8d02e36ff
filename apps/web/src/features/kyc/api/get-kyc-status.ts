import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KycStatus } from '@woohoo/shared/api/kyc';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import { kycQueryKeys } from './kyc-query-keys';

/** GET /api/kyc/status: the KYC level, the bound email (masked), when, and the resend countdown. */
export function getKycStatus(overlay: boolean): Promise<KycStatus> {
  return api.call(routes.kyc.status, {}, { overlay });
}

export function kycStatusQueryOptions(address: string) {
  return queryOptions({
    queryKey: kycQueryKeys.status(address),
    queryFn: (context) => getKycStatus(overlayForFetch(context)),
  });
}

export function useKycStatus(address: string) {
  return useQuery(kycStatusQueryOptions(address));
}

import { useQuery } from '@tanstack/react-query';
import type { KycStatus } from '@woohoo/shared/api/kyc';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import { myQueryKeys } from './my-query-keys';

/** GET /api/kyc/status: the KYC level (0 or 1) and the bound email, masked. */
export function getKycStatus(overlay: boolean): Promise<KycStatus> {
  return api.call(routes.kyc.status, {}, { overlay });
}

export function useKycStatus(address: string) {
  return useQuery({
    queryKey: myQueryKeys.kycStatus(address),
    queryFn: (context) => getKycStatus(overlayForFetch(context)),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KycChallenge } from '@woohoo/shared/api/kyc';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import { kycQueryKeys } from './kyc-query-keys';

/**
 * POST /api/kyc/challenge: a new image captcha and slider puzzle. Each serves one code request,
 * right or wrong, within `expiresInSec`; asking again voids the previous one.
 */
export function getKycChallenge(overlay: boolean): Promise<KycChallenge> {
  return api.call(routes.kyc.challenge, {}, { overlay });
}

/**
 * The challenge on screen. Never refetched behind the user's back while it is valid (a refetch
 * on focus would wipe what they typed); refetched when it expires, after every code request
 * (see send-kyc-code.ts) and on the refresh button; dropped when the page closes.
 */
export function kycChallengeQueryOptions(address: string) {
  return queryOptions({
    queryKey: kycQueryKeys.challenge(address),
    queryFn: (context) => getKycChallenge(overlayForFetch(context)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: (query) => (query.state.data ? query.state.data.expiresInSec * 1000 : false),
  });
}

export function useKycChallenge(address: string, enabled: boolean) {
  return useQuery({ ...kycChallengeQueryOptions(address), enabled });
}

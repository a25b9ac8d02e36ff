import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/**
 * POST /api/kyc/challenge: a new image captcha and slider puzzle. Each serves one code request,
 * right or wrong, within `expiresInSec`; asking again voids the previous one. The challenge on
 * screen is never refetched behind the user's back while it is valid (a refetch on focus would
 * wipe what they typed); refetched when it expires, after every code request (see
 * send-kyc-code.ts) and on the refresh button; dropped when the page closes.
 */
export function kycChallengeQueryOptions(address: string) {
  return queryOptions({
    ...endpointQuery(routes.kyc.challenge, address),
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

import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/** GET /api/mall/addresses: the signed-in user's delivery addresses, the default first. */
export function useAddresses(address: string) {
  return useQuery(endpointQuery(routes.mall.addresses, address));
}

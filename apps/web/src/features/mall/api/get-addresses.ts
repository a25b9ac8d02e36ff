import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import type { DeliveryAddress } from '../utils/mall-types';
import { mallQueryKeys } from './mall-query-keys';

/** GET /api/mall/addresses: the signed-in user's delivery addresses, the default first. */
export function getAddresses(): Promise<DeliveryAddress[]> {
  return api.call(routes.mall.addresses);
}

export function useAddresses(address: string) {
  return useQuery({ queryKey: mallQueryKeys.addresses(address), queryFn: getAddresses });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MallOrderDetail } from '@woohoo/shared/api/mall';
import * as routes from '@woohoo/shared/endpoints/routes';
import { invalidateAreas } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

export type ShipInput = { id: string; carrier: string; trackingNumber: string; operator: string };

/** POST /api/operator/mall/orders/:id/ship: carrier and tracking number of a paid order. */
export function shipOrder({ id, carrier, trackingNumber, operator }: ShipInput): Promise<MallOrderDetail> {
  return consoleRequest(routes.operator.mall.ship, {
    params: { id },
    body: { carrier: carrier.trim(), trackingNumber: trackingNumber.trim(), operator },
  });
}

/** Ships an order, then refreshes the order lists and the audit. */
export function useShipOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shipOrder,
    onSettled: async () => {
      await invalidateAreas(queryClient, routes.operator.mall, routes.operator.audit);
    },
  });
}

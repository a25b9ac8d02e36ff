import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MallOrderDetail } from '@woohoo/shared/api/mall';
import * as routes from '@woohoo/shared/endpoints/routes';
import { invalidateAreas } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

export type OrderEventInput = {
  id: string;
  text: string;
  location: string;
  delivered: boolean;
  operator: string;
};

/** POST /api/operator/mall/orders/:id/events: a logistics event; `delivered` marks the order delivered. */
export function addOrderEvent({
  id,
  text,
  location,
  delivered,
  operator,
}: OrderEventInput): Promise<MallOrderDetail> {
  return consoleRequest(routes.operator.mall.addEvent, {
    params: { id },
    body: { text: text.trim(), location: location.trim() || undefined, delivered, operator },
  });
}

/** Adds a logistics event, then refreshes the order lists and the audit. */
export function useAddOrderEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOrderEvent,
    onSettled: async () => {
      await invalidateAreas(queryClient, routes.operator.mall, routes.operator.audit);
    },
  });
}

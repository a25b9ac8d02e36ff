import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { invalidateAreas } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';

/** `happenedAt`: an ISO 8601 instant; `detail` may be empty. */
export type ExrightsEventInput = { happenedAt: string; title: string; detail: string };

/** POST /api/operator/exrights/events: records the next ex-rights event (at most 5; 40923 after; answers null). */
export function addExrightsEvent(input: ExrightsEventInput): Promise<null> {
  return consoleRequest(routes.operator.exrights.addEvent, {
    body: { happenedAt: input.happenedAt, title: input.title.trim(), detail: input.detail.trim() },
  });
}

/** Records an event, then refreshes the audit. */
export function useAddExrightsEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addExrightsEvent,
    onSettled: () => invalidateAreas(queryClient, routes.operator.audit, routes.operator.exrights),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { bindResultSchema } from '@woohoo/shared/api/team';
import * as routes from '@woohoo/shared/endpoints/routes';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { invalidateAreas } from '../../../lib/query/endpoint-query';

export type BindResult = z.infer<typeof bindResultSchema>;

/**
 * POST /api/team/bind { referrer }: binds the referrer, once and for good (SPEC 4). The server
 * refuses an unregistered referrer, oneself, a cycle and a second binding with a localized msg,
 * which the request layer toasts (SPEC 8).
 */
export function bindReferrer(referrer: string): Promise<BindResult> {
  return api.call(routes.team.bind, { body: { referrer } });
}

export function useBindReferrer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindReferrer,
    // After a refusal too: "already bound" means the page's summary is out of date.
    onSettled: () => invalidateAreas(queryClient, routes.team),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RulesPreview } from '@woohoo/shared/api/operator';
import * as routes from '@woohoo/shared/endpoints/routes';
import { invalidateAreas } from '../../../lib/query/endpoint-query';
import { consoleRequest } from './console-client';
import type { RulesChangeInput } from './preview-rules';

/** POST /api/operator/rules: saves the version (40057 when its preview lists a problem). */
export function saveRules(input: RulesChangeInput): Promise<RulesPreview> {
  return consoleRequest(routes.operator.rules.save, { body: input });
}

/** Saves a rules version, then refreshes the versions and the audit. */
export function useSaveRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRules,
    onSettled: async () => {
      await invalidateAreas(queryClient, routes.operator.rules, routes.operator.audit);
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import type { RulesPreview } from '@woohoo/shared/api/operator';
import * as routes from '@woohoo/shared/endpoints/routes';
import { consoleRequest } from './console-client';

/** A rules version as sent: the whole rules object and its effective time (ISO 8601). */
export type RulesChangeInput = { rules: Record<string, unknown>; effectiveAt: string };

/** POST /api/operator/rules/preview: what the version would change and why it could not be saved; changes nothing. */
export function previewRules(input: RulesChangeInput): Promise<RulesPreview> {
  return consoleRequest(routes.operator.rules.preview, { body: input });
}

export function usePreviewRules() {
  return useMutation({ mutationFn: previewRules });
}

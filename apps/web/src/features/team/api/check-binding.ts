import type { BindCheck } from '@woohoo/shared/api/team';
import { BIND_REFUSALS, type BindRefusal } from '@woohoo/shared/bind-refusals';
import * as routes from '@woohoo/shared/endpoints/routes';
import { ERRORS } from '@woohoo/shared/error-codes';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';

/**
 * GET /api/team/bind/check?referrer=: whether the bind would accept this referrer now (by the
 * rule the bind applies: registered, not oneself, not in one's own team, not bound yet). Asked
 * before the permanent confirmation, so a refusal stays on the field instead of a toast after it.
 */
export function checkBinding(referrer: string): Promise<BindCheck> {
  return api.call(routes.team.bindCheck, { query: { referrer } });
}

/** The refusal a failed bind answered with (the same catalogue names), or undefined. */
export function refusalOf(error: unknown): BindRefusal | undefined {
  if (!isApiError(error)) return undefined;
  return BIND_REFUSALS.find((name) => ERRORS[name].code === error.code);
}

/**
 * Why binding a referrer would be refused: names of the error catalogue (error-codes.ts), the
 * very errors POST /api/team/bind throws, so the web labels each once for both. No zod here: the
 * web app imports it.
 */
export const BIND_REFUSALS = [
  'referrerAlreadyBound',
  'referrerSelf',
  'referrerNotRegistered',
  'referrerCycle',
] as const;
export type BindRefusal = (typeof BIND_REFUSALS)[number];

import type { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema } from '../envelope';
import type { EndpointSpec } from './endpoint';

/** The error statuses any route may answer: bad input, too many requests, an unexpected fault. */
const COMMON_ERROR_STATUSES = [400, 429, 500] as const;

/**
 * An endpoint's response schemas per status: the success envelope around its data and the error
 * envelope for each error status (SPEC 3 and 8). A file answer is not JSON: it has none.
 */
export function endpointResponses(
  spec: Pick<EndpointSpec, 'data' | 'errors'>,
): Record<number, z.ZodType> | undefined {
  if (spec.data === 'file') return undefined;
  const out: Record<number, z.ZodType> = { 200: envelopeSchema(spec.data) };
  for (const status of [...COMMON_ERROR_STATUSES, ...(spec.errors ?? [])]) out[status] = errorEnvelopeSchema;
  return out;
}

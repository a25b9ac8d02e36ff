import { SUCCESS_CODE } from '@woohoo/shared/constants';
import { envelopeSchema, errorEnvelopeSchema } from '@woohoo/shared/envelope';
import type { z } from 'zod';

/** Wraps a result in the success envelope. */
export function ok<T>(data: T): { code: number; msg: string; data: T } {
  return { code: SUCCESS_CODE, msg: 'success', data };
}

/** Response schemas for a route: the success envelope plus the error envelope per status. */
export function responses<T extends z.ZodType>(data: T, errorStatuses: number[] = []) {
  const out: Record<number, z.ZodType> = { 200: envelopeSchema(data) };
  for (const status of [400, 429, 500, ...errorStatuses]) out[status] = errorEnvelopeSchema;
  return out;
}

import { z } from 'zod';
import { SUCCESS_CODE } from './constants';

/** SPEC 3 and 8: every response body is `{ code, msg, data }`; 10000 is success. */
export type Envelope<T> = { code: number; msg: string; data: T };

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** An error also names its request, so a report can be traced to the logs. */
export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.null(),
  requestId: z.string().optional(),
});

export function isSuccess(envelope: Pick<Envelope<unknown>, 'code'>): boolean {
  return envelope.code === SUCCESS_CODE;
}

import { z } from 'zod';
import { EXRIGHTS_MAX_EVENTS } from '../constants';
import { calendarDateTime } from '../endpoints/schema-helpers';

/** SPEC 2 and 9: the ex-rights screen. Amounts in the smallest unit. */
export const exrightsEventSchema = z.object({
  seq: z.number().int(),
  happenedAt: z.string(),
  title: z.string(),
  detail: z.string(),
});

export const exrightsSchema = z.object({
  issuance: z
    .object({ totalSupply: z.string(), issued: z.string(), updatedAt: z.string() })
    .nullable()
    .meta({ description: 'BHC issuance data, null until an operator sets it' }),
  count: z.number().int().meta({ description: 'Ex-rights events so far (the n of n/5)' }),
  max: z.literal(EXRIGHTS_MAX_EVENTS),
  events: z.array(exrightsEventSchema),
});
export type Exrights = z.infer<typeof exrightsSchema>;

const amount = z.string().regex(/^\d{1,78}$/);

export const exrightsIssuanceBodySchema = z
  .strictObject({ totalSupply: amount, issued: amount })
  // Compared only once both are amounts: zod runs an object's refinement after a field's format
  // issue too, and BigInt of a non-number threw (a 500 the fuzzer found).
  .refine((b) => BigInt(b.issued) <= BigInt(b.totalSupply), {
    message: 'issued exceeds the total supply',
    when: (payload) => payload.issues.length === 0,
  });

export const exrightsEventBodySchema = z.strictObject({
  happenedAt: calendarDateTime(),
  title: z.string().trim().min(1).max(120),
  detail: z.string().trim().max(500).default(''),
});

import { z } from 'zod';
import { exrightsEventBodySchema, exrightsIssuanceBodySchema, exrightsSchema } from '../api/exrights';
import { endpoint } from './endpoint';

/** The operator maintains the ex-rights screen's data (SPEC 2, 9). */
export const operatorExrightsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/operator/exrights',
    access: 'operator',
    tags: ['operator'],
    summary: 'The ex-rights data as users see it: issuance and every event recorded',
    data: exrightsSchema,
    errors: [403],
  }),
  setIssuance: endpoint({
    method: 'POST',
    path: '/api/operator/exrights/issuance',
    access: 'operator',
    tags: ['operator'],
    summary: 'Set the BHC issuance data the ex-rights screen shows',
    body: exrightsIssuanceBodySchema,
    data: z.null(),
    errors: [403],
  }),
  addEvent: endpoint({
    method: 'POST',
    path: '/api/operator/exrights/events',
    access: 'operator',
    tags: ['operator'],
    summary: 'Record the next ex-rights event (at most 5, 40923 after)',
    body: exrightsEventBodySchema,
    data: z.null(),
    errors: [403, 409],
  }),
};

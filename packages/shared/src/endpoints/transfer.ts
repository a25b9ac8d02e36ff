import { idempotencyHeadersSchema, transferBodySchema, transferRecordSchema } from '../api/money';
import { endpoint } from './endpoint';

/** The transfer of SPEC 1 and 5: platform balance to another registered wallet. */
export const transferEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/transfer',
    access: 'user',
    tags: ['money'],
    summary: 'Transfer to another registered wallet; the fee comes out of the amount',
    headers: idempotencyHeadersSchema,
    body: transferBodySchema,
    data: transferRecordSchema,
    errors: [401, 409],
  }),
};

import { idempotencyHeadersSchema, swapBodySchema, swapRecordSchema } from '../api/money';
import { endpoint } from './endpoint';

/** The instant swap of SPEC 1: USDT to USDB at 1:1 minus the swap fee. */
export const swapEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/swap',
    access: 'user',
    tags: ['money'],
    summary: 'Instant swap USDT -> USDB at 1:1 minus the swap fee',
    headers: idempotencyHeadersSchema,
    body: swapBodySchema,
    data: swapRecordSchema,
    errors: [401, 409],
  }),
};

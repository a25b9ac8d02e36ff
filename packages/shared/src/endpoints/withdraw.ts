import {
  idempotencyHeadersSchema,
  idParamsSchema,
  withdrawAvailabilitySchema,
  withdrawalRecordSchema,
  withdrawBodySchema,
} from '../api/money';
import { endpoint } from './endpoint';

/** Withdrawals to the caller's own wallet after review (SPEC 4), and whether they are accepted now. */
export const withdrawEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/withdraw',
    access: 'user',
    tags: ['money'],
    summary: "Withdraw to the caller's own wallet after review",
    description:
      'Moves the amount from available to locked at once. Below the auto-approval threshold, while the ' +
      'day\'s payouts stay within the daily hot-wallet limit (docs/rules.md "Treasury limits"), it is ' +
      'approved immediately, else an operator reviews it. The gas fee comes out of the amount. ' +
      'While payouts are paused (see GET /api/withdraw/availability) it answers 503 (50301) and holds nothing.',
    headers: idempotencyHeadersSchema,
    body: withdrawBodySchema,
    data: withdrawalRecordSchema,
    errors: [401, 409, 503],
  }),
  availability: endpoint({
    method: 'GET',
    path: '/api/withdraw/availability',
    access: 'user',
    tags: ['money'],
    summary: 'Whether new withdrawals are accepted now, and if not why',
    description:
      'Paused while the payout worker is halted or silent, or the local chain is behind the database ' +
      '(docs/rules.md "Withdrawals while payouts are paused"); the withdrawal page shows why.',
    data: withdrawAvailabilitySchema,
    errors: [401],
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/withdraw/:id',
    access: 'user',
    tags: ['money'],
    summary: "One of the caller's withdrawals: the result card follows it until it is paid or rejected",
    params: idParamsSchema,
    data: withdrawalRecordSchema,
    errors: [401, 404],
  }),
};

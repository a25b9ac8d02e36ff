import { idParamsSchema } from '../api/money';
import {
  payoutActionSchema,
  payoutPaidBodySchema,
  payoutRetryBodySchema,
  payoutReturnedBodySchema,
  troubledPayoutListSchema,
} from '../api/operator-payouts';
import { endpoint } from './endpoint';

/** docs/rules.md "Payout runbook": the payouts that need an operator, and what an operator does. */
export const operatorPayoutsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/operator/payouts',
    access: 'operator',
    tags: ['operator'],
    summary: 'Payouts that need an operator: reverted, vanished from the chain, or their nonce taken',
    data: troubledPayoutListSchema,
    errors: [403],
  }),
  retry: endpoint({
    method: 'POST',
    path: '/api/operator/payouts/:id/retry',
    access: 'operator',
    tags: ['operator'],
    summary: 'Retire a payout the chain never mined; the payout worker signs a new one with a new nonce',
    params: idParamsSchema,
    body: payoutRetryBodySchema,
    data: payoutActionSchema,
    errors: [403, 404, 409],
  }),
  returned: endpoint({
    method: 'POST',
    path: '/api/operator/payouts/:id/returned',
    access: 'operator',
    tags: ['operator'],
    summary: "Return a withdrawal whose payout the chain never mined to its user's available balance",
    params: idParamsSchema,
    body: payoutReturnedBodySchema,
    data: payoutActionSchema,
    errors: [403, 404, 409],
  }),
  paid: endpoint({
    method: 'POST',
    path: '/api/operator/payouts/:id/paid',
    access: 'operator',
    tags: ['operator'],
    summary: 'Settle a withdrawal as paid by a final on-chain transfer of exactly its amount to its address',
    params: idParamsSchema,
    body: payoutPaidBodySchema,
    data: payoutActionSchema,
    errors: [403, 404, 409],
  }),
};

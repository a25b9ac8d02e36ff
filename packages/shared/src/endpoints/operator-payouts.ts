import { idParamsSchema } from '../api/money';
import {
  payoutActionSchema,
  payoutPaidBodySchema,
  payoutRetryBodySchema,
  payoutReturnedBodySchema,
  payoutSwitchBodySchema,
  payoutSwitchSchema,
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
    errors: [403, 503],
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
    errors: [403, 404, 409, 503],
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
    errors: [403, 404, 409, 503],
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
    errors: [403, 404, 409, 503],
  }),
  switch: endpoint({
    method: 'GET',
    path: '/api/operator/payouts/switch',
    access: 'operator',
    tags: ['operator'],
    summary: 'The payout kill switch: whether new payouts are stopped, by whom and since when',
    data: payoutSwitchSchema,
    errors: [403],
  }),
  stop: endpoint({
    method: 'POST',
    path: '/api/operator/payouts/stop',
    access: 'operator',
    tags: ['operator'],
    summary: 'Stop new payouts: the worker signs none from its next tick, new withdrawals are refused',
    description:
      'Payouts already signed are still broadcast and settled (docs/rules.md "The payout kill switch"). ' +
      'Audited as payouts.stop; stopping stopped payouts changes nothing.',
    body: payoutSwitchBodySchema,
    data: payoutSwitchSchema,
    errors: [403],
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/operator/payouts/start',
    access: 'operator',
    tags: ['operator'],
    summary: 'Start payouts again after a stop; audited as payouts.start',
    body: payoutSwitchBodySchema,
    data: payoutSwitchSchema,
    errors: [403],
  }),
};

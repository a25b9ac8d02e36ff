import { idParamsSchema } from '../api/money';
import { poolRewardBodySchema, poolRewardRequestSchema } from '../api/operator';
import { endpoint } from './endpoint';

/** The on-chain pool's rewards, funded from the treasury (docs/rules.md "The on-chain pool"). */
export const operatorPoolEndpoints = {
  reward: endpoint({
    method: 'POST',
    path: '/api/operator/pool/reward',
    access: 'operator',
    tags: ['operator'],
    summary:
      'Request a BHC reward for the on-chain staking pool (Funding.addReward); the payout worker sends it',
    body: poolRewardBodySchema,
    data: poolRewardRequestSchema,
    errors: [403],
  }),
  request: endpoint({
    method: 'GET',
    path: '/api/operator/pool/rewards/:id',
    access: 'operator',
    tags: ['operator'],
    summary: 'A pool reward request as it stands: requested, confirmed with its transaction, or failed',
    params: idParamsSchema,
    data: poolRewardRequestSchema,
    errors: [403, 404],
  }),
};

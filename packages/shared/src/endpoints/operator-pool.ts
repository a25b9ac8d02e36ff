import { poolRewardBodySchema, poolRewardSchema } from '../api/operator';
import { endpoint } from './endpoint';

/** The on-chain pool's rewards, funded from the treasury (docs/rules.md "The on-chain pool"). */
export const operatorPoolEndpoints = {
  reward: endpoint({
    method: 'POST',
    path: '/api/operator/pool/reward',
    access: 'operator',
    tags: ['operator'],
    summary: 'Add a BHC reward to the on-chain staking pool (Funding.addReward), signed by the treasury',
    body: poolRewardBodySchema,
    data: poolRewardSchema,
    errors: [403, 503],
  }),
};

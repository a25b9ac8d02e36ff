import { idempotencyHeadersSchema, pageSchema } from '../api/money';
import { stakeBodySchema, stakeOrderSchema, stakeOrdersQuerySchema, stakePackagesSchema } from '../api/stake';
import { endpoint } from './endpoint';

/** USDT staking (docs/rules.md "Staking"). */
export const stakeEndpoints = {
  packages: endpoint({
    method: 'GET',
    path: '/api/stake/packages',
    access: 'user',
    tags: ['stake'],
    summary: 'The staking packages (days, daily rate) and amount limits of the rules in force',
    data: stakePackagesSchema,
    errors: [401],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/stake',
    access: 'user',
    tags: ['stake'],
    summary: 'Stake USDT from the available balance into a package',
    description:
      'Errors: 40030 amount not a multiple of 10 from 10 to 1000, 40031 unknown package, 40020 balance.',
    headers: idempotencyHeadersSchema,
    body: stakeBodySchema,
    data: stakeOrderSchema,
    errors: [401, 409],
  }),
  orders: endpoint({
    method: 'GET',
    path: '/api/stake/orders',
    access: 'user',
    tags: ['stake'],
    summary: "The caller's staking orders (status active, expired or all), newest first",
    query: stakeOrdersQuerySchema,
    data: pageSchema(stakeOrderSchema),
    errors: [401],
  }),
};

import { idempotencyHeadersSchema, pageSchema } from '../api/money';
import {
  nodeOrderSchema,
  nodeOrdersQuerySchema,
  nodePurchaseBodySchema,
  nodesOverviewSchema,
} from '../api/nodes';
import { endpoint } from './endpoint';

/** The node sale (docs/rules.md "Node sale"). */
export const nodesEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: '/api/nodes',
    access: 'user',
    tags: ['nodes'],
    summary: 'Every node kind with its price and remaining supply, and the caller’s holdings',
    data: nodesOverviewSchema,
    errors: [401],
  }),
  purchase: endpoint({
    method: 'POST',
    path: '/api/nodes/purchase',
    access: 'user',
    tags: ['nodes'],
    summary: 'Buy node shares at 520 USDT each from the available USDT balance',
    description:
      'Pays the referrer 10% in USDT, +500 USDB a share and +2,500 USDB at each referral tier in the ' +
      'same transaction. Errors: 40028 quantity, 40029 not enough shares left, 40020 insufficient balance.',
    headers: idempotencyHeadersSchema,
    body: nodePurchaseBodySchema,
    data: nodeOrderSchema,
    errors: [401, 409],
  }),
  orders: endpoint({
    method: 'GET',
    path: '/api/nodes/orders',
    access: 'user',
    tags: ['nodes'],
    summary: "The caller's node orders, newest first",
    query: nodeOrdersQuerySchema,
    data: pageSchema(nodeOrderSchema),
    errors: [401],
  }),
};

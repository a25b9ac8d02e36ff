import { idempotencyHeadersSchema } from '../api/money';
import { positionsSchema, woohooBuyBodySchema, woohooOrderSchema, woohooPhasesSchema } from '../api/woohoo';
import { endpoint } from './endpoint';

/** The locked $WOOHOO sale and positions (docs/rules.md "Locked $WOOHOO sale and locked positions"). */
export const woohooEndpoints = {
  phases: endpoint({
    method: 'GET',
    path: '/api/woohoo/phases',
    access: 'user',
    tags: ['woohoo'],
    summary: 'Each $WOOHOO phase: quota, sold, price, and whether it is the open one',
    data: woohooPhasesSchema,
    errors: [401],
  }),
  buy: endpoint({
    method: 'POST',
    path: '/api/woohoo/buy',
    access: 'user',
    tags: ['woohoo'],
    summary: 'Buy locked $WOOHOO from the open phase, paid in USDT; it becomes a locked position',
    description: 'Errors: 40028 not whole units, 40032 insufficient quota in the open phase, 40020 balance.',
    headers: idempotencyHeadersSchema,
    body: woohooBuyBodySchema,
    data: woohooOrderSchema,
    errors: [401, 409],
  }),
  positions: endpoint({
    method: 'GET',
    path: '/api/positions',
    access: 'user',
    tags: ['woohoo'],
    summary: "The caller's locked positions with what is released, today and in all",
    data: positionsSchema,
    errors: [401],
  }),
};

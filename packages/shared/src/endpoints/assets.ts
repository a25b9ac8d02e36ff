import { balancesResponseSchema, historyEntrySchema, historyQuerySchema, pageSchema } from '../api/money';
import { endpoint } from './endpoint';

/** The caller's balances per asset and bucket, and the per-asset history of what changed them. */
export const assetsEndpoints = {
  balances: endpoint({
    method: 'GET',
    path: '/api/assets/balances',
    access: 'user',
    tags: ['assets'],
    summary: "The caller's balances per asset, one figure per bucket",
    data: balancesResponseSchema,
    errors: [401],
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/assets/history',
    access: 'user',
    tags: ['assets'],
    summary: 'What changed one asset, newest first: one entry per ledger transfer, with its cause',
    query: historyQuerySchema,
    data: pageSchema(historyEntrySchema),
    errors: [401],
  }),
};

import { appConfigSchema } from '../api/config';
import { moneyConfigSchema } from '../api/money';
import { endpoint } from './endpoint';

/** What the web app needs before it can talk to the chain or sign in, and the money settings. */
export const configEndpoints = {
  app: endpoint({
    method: 'GET',
    path: '/api/config',
    access: 'public',
    tags: ['config'],
    summary: 'Chain, contract addresses, login public key and languages',
    data: appConfigSchema,
  }),
  money: endpoint({
    method: 'GET',
    path: '/api/money/config',
    access: 'public',
    tags: ['config'],
    summary: 'Fees, limits and confirmations',
    data: moneyConfigSchema,
  }),
};

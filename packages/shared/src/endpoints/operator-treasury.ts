import { treasuryStatusSchema } from '../api/treasury';
import { endpoint } from './endpoint';

/** The treasury's limits as the operator console shows them (docs/rules.md "Treasury limits"). */
export const operatorTreasuryEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/api/operator/treasury',
    access: 'operator',
    tags: ['operator'],
    summary:
      "The treasury's balances against the low-balance alarm, the day's payouts against the daily limit",
    description:
      'USDT and BNB on chain against rules.treasury thresholds (alarm when below or not read), the ' +
      "settlement day's approved withdrawals against the daily hot-wallet limit, and approved payouts " +
      'waiting for funds.',
    data: treasuryStatusSchema,
    errors: [403],
  }),
};

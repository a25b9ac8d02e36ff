import { settleBodySchema, settlementReportSchema, settleParamsSchema } from '../api/team';
import { endpoint } from './endpoint';

/** A day's settlement on demand and its report (docs/rules.md "Rewards and the daily settlement"). */
export const operatorSettlementsEndpoints = {
  run: endpoint({
    method: 'POST',
    path: '/api/operator/settlements',
    access: 'operator',
    tags: ['operator'],
    summary:
      'Settle a day (and any earlier unsettled day since the last one); a settled day answers its first result',
    description:
      'Errors: 40036 not a date or not ended yet (early: the local run mode only), 40925 another replica is settling.',
    body: settleBodySchema,
    data: settlementReportSchema,
    errors: [403, 409],
  }),
  report: endpoint({
    method: 'GET',
    path: '/api/operator/settlements/:day',
    access: 'operator',
    tags: ['operator'],
    summary: "A day's settlement: state, totals per reward kind, users paid, duration",
    params: settleParamsSchema,
    data: settlementReportSchema,
    errors: [403],
  }),
};

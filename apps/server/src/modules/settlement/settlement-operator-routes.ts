import { settleBodySchema, settlementReportSchema, settleParamsSchema } from '@woohoo/shared/api/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../http/envelope';
import { operatorGuard } from '../operator/operator-routes';
import { settlementReport } from './settlement-report';
import { type SettlementDeps, settle } from './settlement-service';

/**
 * POST /api/operator/settlements { day } runs a day's settlement on demand (`npm run operator --
 * settle <day>`); GET /api/operator/settlements/<day> reports it (issue 8 item 7).
 */
export function settlementOperatorRoutes(operatorToken: string, deps: SettlementDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', operatorGuard(operatorToken));
    app.post(
      '/operator/settlements',
      {
        schema: {
          tags: ['operator'],
          summary:
            'Settle a day (and any earlier unsettled day since the last one); a settled day answers its first result',
          description:
            'Errors: 40036 not a date or not ended yet (early: the local run mode only), 40925 another replica is settling.',
          security: [{ bearer: [] }],
          body: settleBodySchema,
          response: responses(settlementReportSchema, [403, 409]),
        },
      },
      async (request) => ok(await settle(deps, request.body.day, request.body.early)),
    );
    app.get(
      '/operator/settlements/:day',
      {
        schema: {
          tags: ['operator'],
          summary: "A day's settlement: state, totals per reward kind, users paid, duration",
          security: [{ bearer: [] }],
          params: settleParamsSchema,
          response: responses(settlementReportSchema, [403]),
        },
      },
      async (request) => ok(await settlementReport(deps.db, request.params.day)),
    );
  };
}

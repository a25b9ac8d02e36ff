import { settleBodySchema, settlementReportSchema, settleParamsSchema } from '@woohoo/shared/api/team';
import { dayWindow } from '@woohoo/shared/settlement/settlement-day';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../http/envelope';
import { auditActor, auditAfter } from '../operator/operator-audit';
import type { OperatorHook } from '../operator/operator-auth';
import { settlementReport } from './settlement-report';
import { type SettlementDeps, settle } from './settlement-service';

/**
 * POST /api/operator/settlements { day } runs a day's settlement on demand (`npm run operator --
 * settle <day>`); GET /api/operator/settlements/<day> reports it (docs/rules.md "Rewards and the
 * daily settlement").
 */
export function settlementOperatorRoutes(guard: OperatorHook, deps: SettlementDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard);
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
      async (request) => {
        const { day, early } = request.body;
        // The day's state before the run; a text that is no date is refused by `settle` below.
        const before = dayWindow(day) ? (await settlementReport(deps.db, day)).state : null;
        const report = await settle(deps, day, early);
        // A run commits batch by batch (settlement-service.ts), so its audit row follows it.
        const after = {
          state: report.state,
          paidValue: report.paidValue,
          capped: report.capped,
          usersPaid: report.usersPaid,
        };
        const what = { action: 'settlement.run', target: `settlement:${day}` };
        await auditAfter(deps.db, auditActor(request), what, { state: before, early }, after);
        return ok(report);
      },
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

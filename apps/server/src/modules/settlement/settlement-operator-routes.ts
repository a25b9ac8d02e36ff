import { operatorSettlementsEndpoints } from '@woohoo/shared/endpoints/operator-settlements';
import { dayWindow } from '@woohoo/shared/settlement/settlement-day';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route';
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
    route(app, operatorSettlementsEndpoints.run, { guard }, async (request) => {
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
      return report;
    });
    route(app, operatorSettlementsEndpoints.report, { guard }, async (request) =>
      settlementReport(deps.db, request.params.day),
    );
  };
}

import { operatorRulesEndpoints } from '@woohoo/shared/endpoints/operator-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { route } from '../../http/route';
import { auditActor, audited } from './operator-audit';
import type { OperatorHook } from './operator-auth';
import { previewRules, rulesOverview, saveRules } from './operator-rules';

/**
 * The rules configuration in the console (docs/rules.md "The rules configuration"): versioned, each
 * with an effective time that never reaches back into a settled day, previewed as a diff before it
 * is saved.
 */
export function operatorRulesRoutes(db: Db, guard: OperatorHook, now: () => Date): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, operatorRulesEndpoints.overview, { guard }, async () => rulesOverview(db, now()));
    route(
      app,
      operatorRulesEndpoints.preview,
      { guard },
      async (request) => (await previewRules(db, request.body, now())).preview,
    );
    route(app, operatorRulesEndpoints.save, { guard }, async (request) => {
      const who = auditActor(request);
      const what = { action: 'rules.version', target: 'rules' };
      return audited(db, who, what, (tx) => saveRules(tx, request.body, who.actor, now()));
    });
  };
}

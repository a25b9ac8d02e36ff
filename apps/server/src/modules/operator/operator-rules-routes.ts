import { rulesChangeBodySchema, rulesOverviewSchema, rulesPreviewSchema } from '@woohoo/shared/api/operator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { ok, responses } from '../../http/envelope';
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
    app.addHook('onRequest', guard);
    app.get(
      '/operator/rules',
      {
        schema: {
          tags: ['operator'],
          summary: 'The rules in force, every version, and the earliest a new version may take effect',
          security: [{ bearer: [] }],
          response: responses(rulesOverviewSchema, [403]),
        },
      },
      async () => ok(await rulesOverview(db, now())),
    );
    app.post(
      '/operator/rules/preview',
      {
        schema: {
          tags: ['operator'],
          summary: 'What a new version would change, and why it could not be saved (changes nothing)',
          security: [{ bearer: [] }],
          body: rulesChangeBodySchema,
          response: responses(rulesPreviewSchema, [403]),
        },
      },
      async (request) => ok((await previewRules(db, request.body, now())).preview),
    );
    app.post(
      '/operator/rules',
      {
        schema: {
          tags: ['operator'],
          summary: 'Save a new rules version from its effective time',
          description:
            'Errors: 40057 when its preview lists a problem (incomplete, changes nothing, too early).',
          security: [{ bearer: [] }],
          body: rulesChangeBodySchema,
          response: responses(rulesPreviewSchema, [403]),
        },
      },
      async (request) => {
        const who = auditActor(request);
        const what = { action: 'rules.version', target: 'rules' };
        return ok(await audited(db, who, what, (tx) => saveRules(tx, request.body, who.actor, now())));
      },
    );
  };
}

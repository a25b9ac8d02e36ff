import { operatorPayoutsEndpoints } from '@woohoo/shared/endpoints/operator-payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { route } from '../../http/route';
import {
  markPayoutPaidBy,
  markPayoutReturned,
  type PayoutRunbookChain,
  retryPayout,
  troubledPayouts,
} from '../withdraw/payouts/payout-runbook';
import { auditActor, audited } from './operator-audit';
import type { OperatorHook } from './operator-auth';

/**
 * docs/rules.md "Payout runbook" for the console and `npm run operator -- payouts`: the payouts
 * that need an operator, and the three actions on them, each checked on chain and audited with
 * the record before and after it in the action's own transaction.
 */
export function operatorPayoutRoutes(
  db: Db,
  guard: OperatorHook,
  chain: PayoutRunbookChain,
): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, operatorPayoutsEndpoints.list, { guard }, async () => ({
      items: await troubledPayouts(db, chain),
    }));
    route(app, operatorPayoutsEndpoints.retry, { guard }, async (request) => {
      const who = auditActor(request);
      const { id } = request.params;
      return audited(db, who, { action: 'payout.retry', target: `withdrawal:${id}` }, (tx) =>
        retryPayout(tx, chain, id, who.actor),
      );
    });
    route(app, operatorPayoutsEndpoints.returned, { guard }, async (request) => {
      const who = auditActor(request);
      const { id } = request.params;
      return audited(db, who, { action: 'payout.returned', target: `withdrawal:${id}` }, (tx) =>
        markPayoutReturned(tx, chain, id, { operator: who.actor, reason: request.body.reason }),
      );
    });
    route(app, operatorPayoutsEndpoints.paid, { guard }, async (request) => {
      const who = auditActor(request);
      const { id } = request.params;
      const txHash = request.body.txHash as `0x${string}`;
      return audited(db, who, { action: 'payout.paid', target: `withdrawal:${id}` }, (tx) =>
        markPayoutPaidBy(tx, chain, id, txHash),
      );
    });
  };
}

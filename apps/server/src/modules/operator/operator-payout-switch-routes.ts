import { operatorPayoutsEndpoints } from '@woohoo/shared/endpoints/operator-payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { route } from '../../http/route';
import { readPayoutSwitch, setPayoutSwitch } from '../withdraw/payout-switch';
import { auditActor, audited } from './operator-audit';
import type { OperatorHook } from './operator-auth';

/**
 * docs/rules.md "The payout kill switch" for the console and `npm run operator -- payouts
 * stop|start`: served whether or not this process reads the chain, since it only writes the
 * switch the payout worker reads. Each press is audited with the switch before and after.
 */
export function operatorPayoutSwitchRoutes(db: Db, guard: OperatorHook): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, operatorPayoutsEndpoints.switch, { guard }, async () => readPayoutSwitch(db));
    route(app, operatorPayoutsEndpoints.stop, { guard }, async (request) => {
      const who = auditActor(request);
      return audited(db, who, { action: 'payouts.stop', target: 'payouts' }, (tx) =>
        setPayoutSwitch(tx, true, who.actor),
      );
    });
    route(app, operatorPayoutsEndpoints.start, { guard }, async (request) => {
      const who = auditActor(request);
      return audited(db, who, { action: 'payouts.start', target: 'payouts' }, (tx) =>
        setPayoutSwitch(tx, false, who.actor),
      );
    });
  };
}

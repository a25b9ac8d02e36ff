import { operatorTreasuryEndpoints } from '@woohoo/shared/endpoints/operator-treasury';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { route } from '../../http/route';
import type { OperatorHook } from '../operator/operator-auth';
import { type TreasuryHoldings, treasuryStatus } from './treasury-service';

/** The treasury's limits for the operator console's banner (docs/rules.md "Treasury limits"). */
export function treasuryOperatorRoutes(
  guard: OperatorHook,
  deps: { db: Db; holdings: TreasuryHoldings; now: () => Date; coldAddress?: string },
): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, operatorTreasuryEndpoints.status, { guard }, async () =>
      treasuryStatus(deps.db, deps.holdings, deps.now(), deps.coldAddress ?? null),
    );
  };
}

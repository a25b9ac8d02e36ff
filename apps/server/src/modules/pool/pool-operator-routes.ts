import { operatorPoolEndpoints } from '@woohoo/shared/endpoints/operator-pool';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { auditActor, auditAfter } from '../operator/operator-audit';
import type { OperatorHook } from '../operator/operator-auth';

/** What the server can do to the on-chain pool for an operator. */
export type PoolOperations = {
  /** Funds the pool's stakers with `amountWei` BHC from the treasury (Funding.addReward); the tx hash. */
  addReward: (amountWei: bigint) => Promise<string>;
};

/**
 * POST /api/operator/pool/reward (docs/rules.md "The on-chain pool"): the operator funds the
 * on-chain pool's rewards, `npm run operator -- pool reward <BHC>`. The treasury owns the pool and
 * signs, so a process without the treasury key (an `api` replica, DESIGN.md "Custody (real
 * money)") has no `pool` and answers poolRewardUnavailable.
 */
export function poolOperatorRoutes(
  guard: OperatorHook,
  pool: PoolOperations | undefined,
  db: Queryable,
): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, operatorPoolEndpoints.reward, { guard }, async (request) => {
      if (!pool) throw new AppError('poolRewardUnavailable');
      const txHash = await pool.addReward(request.body.amount);
      // A transaction on chain, not in the database: its audit row follows its receipt.
      const what = { action: 'pool.reward', target: 'pool:funding' };
      await auditAfter(db, auditActor(request), what, null, { amount: request.body.amount, txHash });
      return { txHash };
    });
  };
}

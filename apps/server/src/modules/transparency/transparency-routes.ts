import type { CustodyReport } from '@woohoo/shared/api/transparency';
import { transparencyEndpoints } from '@woohoo/shared/endpoints/transparency';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { readWithdrawalsPause } from '../withdraw/withdrawals-pause';
import { publicSettlements, rulesInForce } from './public-settlements';
import type { TransparencySnapshots } from './transparency-snapshots';

/**
 * GET /api/transparency: public, no sign-in, rate limited per client. Serves the newest
 * reconciliation snapshot; its `generatedAt` says when that ran. Beside it, the settlement
 * history, the rules in force and, when the chain is read, who holds what on chain and the
 * timelock's scheduled changes (custody-report.ts), public and rate limited alike.
 */
export function transparencyRoutes(
  snapshots: Pick<TransparencySnapshots, 'latest'>,
  perMinute: number,
  db: Queryable,
  now: () => Date,
  custody?: () => Promise<CustodyReport>,
): FastifyPluginAsyncZod {
  const limited = { config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } } };
  return async (app) => {
    route(app, transparencyEndpoints.settlements, limited, async (request) =>
      publicSettlements(db, request.query.page, request.query.size),
    );
    route(app, transparencyEndpoints.rules, limited, async () => rulesInForce(db, now()));
    route(app, transparencyEndpoints.report, limited, async () => ({
      ...(await snapshots.latest()),
      payouts: await readWithdrawalsPause(db),
    }));
    route(app, transparencyEndpoints.custody, limited, async () => {
      // A process built without the chain's reader (an API test without a chain) has no answer.
      if (!custody) throw new AppError('unavailable');
      return custody();
    });
  };
}

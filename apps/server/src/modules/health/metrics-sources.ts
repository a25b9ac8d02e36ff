import { furthestIndexedBlock } from '../../chain/deposit-indexer';
import type { Queryable } from '../../db/db';
import type { MetricsSources } from '../../plugins/metrics';
import { lastSettledPaidUsdt, lastSettlementSeconds } from '../settlement/settlement-service';
import { payoutQueue } from '../withdraw/payout-service';

/** The metrics' readings, each asked of the module that owns its records. */
export function metricsSources(
  db: Queryable,
  latestBlock: MetricsSources['latestBlock'],
  rpcs?: MetricsSources['rpcs'],
): MetricsSources {
  return {
    latestBlock,
    rpcs,
    indexedBlock: () => furthestIndexedBlock(db),
    payoutQueue: () => payoutQueue(db),
    lastSettlementSeconds: () => lastSettlementSeconds(db),
    lastSettledPaid: () => lastSettledPaidUsdt(db),
  };
}

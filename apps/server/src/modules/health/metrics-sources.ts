import { furthestIndexedBlock } from '../../chain/deposit-indexer';
import type { Queryable } from '../../db/db';
import type { MetricsSources } from '../../plugins/metrics';
import { lastSettledPaidUsdt, lastSettlementSeconds } from '../settlement/settlement-service';
import { payoutQueue } from '../withdraw/payout-service';
import { type TreasuryHoldings, treasuryStatus } from '../withdraw/treasury-service';

/** The treasury's gauges share one reading per scrape (two chain reads, not twelve). */
const TREASURY_READING_TTL_MS = 1000;

/** The metrics' readings, each asked of the module that owns its records. */
export function metricsSources(
  db: Queryable,
  latestBlock: MetricsSources['latestBlock'],
  holdings: TreasuryHoldings,
  now: () => Date = () => new Date(),
  rpcs?: MetricsSources['rpcs'],
): MetricsSources {
  let treasury: { at: number; reading: ReturnType<MetricsSources['treasury']> } | undefined;
  return {
    latestBlock,
    rpcs,
    indexedBlock: () => furthestIndexedBlock(db),
    payoutQueue: () => payoutQueue(db),
    lastSettlementSeconds: () => lastSettlementSeconds(db),
    lastSettledPaid: () => lastSettledPaidUsdt(db),
    treasury: () => {
      const at = Date.now();
      if (!treasury || at - treasury.at > TREASURY_READING_TTL_MS) {
        const reading = treasuryStatus(db, holdings, now());
        treasury = { at, reading };
        // A failed reading is not kept: the next scrape asks again.
        reading.catch(() => {
          if (treasury?.reading === reading) treasury = undefined;
        });
      }
      return treasury.reading;
    },
  };
}

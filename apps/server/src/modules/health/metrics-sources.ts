import { furthestIndexedBlock } from '../../chain/deposit-indexer';
import type { Queryable } from '../../db/db';
import type { MetricsSources } from '../../plugins/metrics';
import { lastSettledDay, lastSettledPaidUsdt, lastSettlementSeconds } from '../settlement/settlement-service';
import { storedTransparencyReport } from '../transparency/transparency-snapshots';
import { payoutQueue } from '../withdraw/payout-service';
import { type TreasuryHoldings, treasuryStatus } from '../withdraw/treasury-service';
import { selectPayoutTrouble, selectWorkerHealth } from './metrics-repository';
import { settlementOverdue } from './settlement-overdue';

/** The treasury's gauges share one reading per scrape (two chain reads, not twelve). */
const TREASURY_READING_TTL_MS = 1000;

/** The metrics' readings, each asked of the module that owns its records. */
export function metricsSources(
  db: Queryable,
  latestBlock: MetricsSources['latestBlock'],
  holdings: TreasuryHoldings,
  now: () => Date = () => new Date(),
  rpcs?: MetricsSources['rpcs'],
  mailFailures?: MetricsSources['mailFailures'],
  dependencies?: MetricsSources['dependencies'],
): MetricsSources {
  let treasury: { at: number; reading: ReturnType<MetricsSources['treasury']> } | undefined;
  return {
    latestBlock,
    rpcs,
    mailFailures,
    dependencies,
    workers: () => selectWorkerHealth(db),
    report: () => storedTransparencyReport(db),
    payoutTrouble: () => selectPayoutTrouble(db),
    settlementOverdue: async () => settlementOverdue(now(), (await lastSettledDay(db))?.day),
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

import type { TreasuryStatus } from '@woohoo/shared/api/treasury';
import { useTreasury } from '../api/get-treasury';
import { formatConsoleAmount } from '../utils/format-console-amount';
import { formatConsoleTime } from '../utils/format-console-time';
import styles from './console.module.css';

/**
 * The hot wallet's float and its sweeps to cold storage (docs/rules.md "Hot float and sweeps"):
 * where the excess goes, the float and margin in force, and the latest sweeps with their
 * transaction and block, so an operator sees every movement of the treasury's own money.
 */
export function TreasuryCold() {
  const { data } = useTreasury();
  if (!data) return null;
  return <TreasuryColdView cold={data.cold} />;
}

export function TreasuryColdView({ cold }: { cold: TreasuryStatus['cold'] }) {
  return (
    <section aria-labelledby="treasury-cold-title" data-testid="treasury-cold">
      <h2 id="treasury-cold-title">Hot float and sweeps to cold</h2>
      <p className={styles.hint}>{coldSummary(cold)}</p>
      {cold.sweeps.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>Signed</th>
                <th>Amount</th>
                <th>To</th>
                <th>Status</th>
                <th>Block</th>
                <th>Transaction</th>
              </tr>
            </thead>
            <tbody>
              {cold.sweeps.map((s) => (
                <tr key={s.txHash}>
                  <td>{formatConsoleTime(s.signedAt)}</td>
                  <td>{formatConsoleAmount(s.amount, s.asset)}</td>
                  <td className={styles.mono}>{s.to}</td>
                  <td>{s.status === 'signed' ? 'in flight' : s.status}</td>
                  <td>{s.block ?? '–'}</td>
                  <td className={styles.mono}>{s.txHash}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** One sentence: where the excess goes and by which rule, or that nothing is swept. */
export function coldSummary(cold: TreasuryStatus['cold']): string {
  if (!cold.address) return 'No cold address is configured (COLD_WALLET_ADDRESS): nothing is swept.';
  return `The hot wallet keeps ${formatConsoleAmount(cold.float, 'USDT')} beyond what approved payouts owe; an excess above ${formatConsoleAmount(cold.sweepMargin, 'USDT')} is swept to ${cold.address}.`;
}

import { ASSETS, type Asset } from '@woohoo/shared/assets';
import { useState } from 'react';
import { Card } from '../../../components/layout/card';
import textStyle from '../../../components/layout/text.module.css';
import { LEDGER_PAGE_SIZE, useUserLedger } from '../api/get-user-ledger';
import { formatConsoleAmount } from '../utils/format-console-amount';
import { formatConsoleTime } from '../utils/format-console-time';
import styles from './console.module.css';
import { ConsoleFilterChips } from './console-filter-chips';
import { ConsolePager } from './console-pager';
import { ConsoleEmpty, ConsoleError, ConsoleSkeleton } from './console-states';

const ASSET_OPTIONS = ASSETS.map((asset) => ({ value: asset, label: asset }));

/** A user's ledger history per asset, newest first, with an operator's note on adjustments. */
export function UserLedger({ address }: { address: string }) {
  const [asset, setAsset] = useState<Asset>('USDT');
  const [page, setPage] = useState(1);
  const query = useUserLedger(address, asset, page);
  return (
    <Card as="section" aria-labelledby="user-ledger-title">
      <h2 id="user-ledger-title" className={textStyle.heading}>
        Ledger history
      </h2>
      <ConsoleFilterChips
        legend="Asset"
        options={ASSET_OPTIONS}
        value={asset}
        onChange={(next) => {
          setAsset(next);
          setPage(1);
        }}
      />
      {query.isPending ? (
        <ConsoleSkeleton rows={3} />
      ) : query.isError ? (
        <ConsoleError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <ConsoleEmpty text={`No ${asset} history`} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Kind</th>
                <th scope="col">Change</th>
                <th scope="col">Buckets</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {query.data.items.map((entry) => (
                <tr key={entry.id}>
                  <td data-label="Time" className={styles.mono}>
                    {formatConsoleTime(entry.time)}
                  </td>
                  <td data-label="Kind">
                    {entry.kind}
                    <div className={textStyle.muted}>
                      {entry.ref.type} #{entry.ref.id}
                    </div>
                  </td>
                  <td data-label="Change" className={styles.mono}>
                    {formatConsoleAmount(entry.delta, entry.asset)}
                  </td>
                  <td data-label="Buckets" className={styles.mono}>
                    {entry.changes.map((c) => `${c.bucket} ${formatConsoleAmount(c.delta)}`).join(', ')}
                  </td>
                  <td data-label="Details">
                    {entry.note && <div>Note: {entry.note}</div>}
                    {entry.counterparty && <div className={styles.mono}>With {entry.counterparty}</div>}
                    {entry.txHash && <div className={styles.mono}>Tx {entry.txHash}</div>}
                    {!entry.note && !entry.counterparty && !entry.txHash && (
                      <span className={textStyle.muted}>—</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {query.data && (
        <ConsolePager
          label="Ledger"
          page={page}
          total={query.data.total}
          size={LEDGER_PAGE_SIZE}
          busy={query.isFetching}
          onChange={setPage}
        />
      )}
    </Card>
  );
}

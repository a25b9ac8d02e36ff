import type { PublicSettlement } from '@woohoo/shared/api/transparency';
import { useState } from 'react';
import { Card } from '../../../components/layout/card';
import textStyle from '../../../components/layout/text.module.css';
import { SETTLEMENT_HISTORY_PAGE_SIZE, useSettlementHistory } from '../api/get-settlement-history';
import { formatBps } from '../utils/format-bps';
import { formatConsoleAmount } from '../utils/format-console-amount';
import styles from './console.module.css';
import { ConsolePager } from './console-pager';
import { ConsoleEmpty, ConsoleError, ConsoleSkeleton } from './console-states';

/** The settled days, newest first and paged (the public history); a day opens its report. */
export function SettlementHistory({
  selectedDay,
  onOpen,
}: {
  selectedDay: string;
  onOpen: (day: string) => void;
}) {
  const [page, setPage] = useState(1);
  const query = useSettlementHistory(page);
  return (
    <Card as="section" aria-labelledby="settlement-history-title">
      <h2 id="settlement-history-title" className={textStyle.heading}>
        Settled days
      </h2>
      {query.isPending ? (
        <ConsoleSkeleton rows={3} />
      ) : query.isError ? (
        <ConsoleError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <ConsoleEmpty text="No day settled yet" />
      ) : (
        <SettlementHistoryTable items={query.data.items} selectedDay={selectedDay} onOpen={onOpen} />
      )}
      {query.data && (
        <ConsolePager
          label="Settled days"
          page={page}
          total={query.data.total}
          size={SETTLEMENT_HISTORY_PAGE_SIZE}
          busy={query.isFetching}
          onChange={setPage}
        />
      )}
    </Card>
  );
}

function SettlementHistoryTable({
  items,
  selectedDay,
  onOpen,
}: {
  items: readonly PublicSettlement[];
  selectedDay: string;
  onOpen: (day: string) => void;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Rules</th>
            <th scope="col">Inflow</th>
            <th scope="col">Cap</th>
            <th scope="col">Paid</th>
            <th scope="col">Users paid</th>
          </tr>
        </thead>
        <tbody>
          {items.map((s) => (
            <tr key={s.day} data-testid={`settled-day-${s.day}`}>
              <td data-label="Day">
                <button
                  type="button"
                  className={styles.rowButton}
                  aria-current={s.day === selectedDay ? 'true' : undefined}
                  aria-label={`Open the settlement report of ${s.day}`}
                  onClick={() => onOpen(s.day)}
                  data-testid={`open-settlement-${s.day}`}
                >
                  {s.day}
                </button>
              </td>
              <td data-label="Rules" className={styles.mono}>
                v{s.rulesVersion}
              </td>
              <td data-label="Inflow" className={styles.mono}>
                {formatConsoleAmount(s.base, 'USDT')}
              </td>
              <td data-label="Cap" className={styles.mono}>
                {formatConsoleAmount(s.cap, 'USDT')}
              </td>
              <td data-label="Paid" className={styles.mono}>
                {formatConsoleAmount(s.paidValue, 'USDT')}
                <div className={textStyle.muted}>
                  {s.capped ? `capped: ${formatBps(s.paidBps)} of ` : 'all of '}
                  {formatConsoleAmount(s.totalValue, 'USDT')}
                </div>
              </td>
              <td data-label="Users paid">{s.usersPaid}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

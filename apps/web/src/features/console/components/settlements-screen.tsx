import type { SettlementReport } from '@woohoo/shared/api/team';
import Button from 'antd-mobile/es/components/button';
import { useId, useState } from 'react';
import { Card } from '../../../components/layout/card';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { showToast } from '../../../lib/toast';
import { useSettlement } from '../api/get-settlement';
import { useRunSettlement } from '../api/run-settlement';
import { describeConsoleError } from '../utils/describe-console-error';
import { formatConsoleAmount } from '../utils/format-console-amount';
import { formatConsoleTime } from '../utils/format-console-time';
import { previousDay } from '../utils/previous-day';
import styles from './console.module.css';
import { ConsoleDialog } from './console-dialog';
import { ConsoleError, ConsoleSkeleton } from './console-states';
import { SettlementHistory } from './settlement-history';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The settled days (paged; a day opens its report), a day's settlement report (GET) and "Run
 * settlement" for it after a confirmation (POST).
 */
export function SettlementsScreen() {
  const dayId = useId();
  const [day, setDay] = useState(() => previousDay(new Date()));
  const [confirming, setConfirming] = useState(false);
  const valid = DAY_PATTERN.test(day);
  const query = useSettlement(day);
  const run = useRunSettlement();
  const confirm = () =>
    run.mutate(day, {
      onSuccess: (report) => {
        setConfirming(false);
        showToast(`Settlement of ${report.day}: ${report.state}`);
      },
      onError: (error) => showToast(describeConsoleError(error)),
    });
  return (
    <Stack as="section" gap={16} aria-labelledby="settlements-title">
      <h1 id="settlements-title" className={styles.title}>
        Settlements
      </h1>
      <SettlementHistory selectedDay={day} onOpen={setDay} />
      <h2 className={textStyle.heading}>Day report</h2>
      <Row wrap gap={12} className={styles.filters}>
        <Stack as="label" gap={4} className={styles.field} htmlFor={dayId}>
          Day (YYYY-MM-DD)
          <input
            id={dayId}
            className={styles.input}
            type="date"
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        </Stack>
        <Row wrap gap={8}>
          <Button color="primary" disabled={!valid || run.isPending} onClick={() => setConfirming(true)}>
            Run settlement
          </Button>
        </Row>
      </Row>
      {!valid ? (
        <p className={styles.notice}>Pick a day to see its settlement.</p>
      ) : query.isPending ? (
        <ConsoleSkeleton rows={3} />
      ) : query.isError ? (
        <ConsoleError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SettlementReportView report={query.data} />
      )}
      {confirming && (
        <ConsoleDialog
          open
          title={`Run the settlement of ${day}?`}
          confirmText="Run settlement"
          busy={run.isPending}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        >
          <p className={styles.notice}>
            Rewards of the day (and of any earlier day not settled yet) are paid to users' balances. A day
            already settled answers its first result; nothing is paid twice.
          </p>
        </ConsoleDialog>
      )}
    </Stack>
  );
}

function SettlementReportView({ report }: { report: SettlementReport }) {
  const facts = [
    { label: 'State', value: report.state.replace('_', ' ') },
    { label: 'Rules version', value: report.rulesVersion ?? '—' },
    { label: 'Base', value: formatConsoleAmount(report.base, 'USDT') },
    { label: 'Cap', value: formatConsoleAmount(report.cap, 'USDT') },
    { label: 'Total value', value: formatConsoleAmount(report.totalValue, 'USDT') },
    { label: 'Paid value', value: formatConsoleAmount(report.paidValue, 'USDT') },
    { label: 'Capped', value: report.capped ? 'Yes' : 'No' },
    { label: 'Users paid', value: report.usersPaid },
    { label: 'Lines', value: report.lines },
    { label: 'Duration', value: report.durationMs === null ? '—' : `${report.durationMs} ms` },
    { label: 'Started', value: formatConsoleTime(report.startedAt) },
    { label: 'Finished', value: formatConsoleTime(report.finishedAt) },
  ];
  return (
    <Card as="section" aria-label={`Settlement of ${report.day}`} data-testid="settlement-report">
      <h2 className={textStyle.heading}>Settlement of {report.day}</h2>
      {report.error && (
        <p className={styles.warning} role="alert">
          {report.error}
        </p>
      )}
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <Stack key={fact.label} gap={2} grow>
            <dt className={textStyle.fine}>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </Stack>
        ))}
      </dl>
      {report.byKind.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Reward kind</th>
                <th scope="col">Amount</th>
                <th scope="col">Lines</th>
              </tr>
            </thead>
            <tbody>
              {report.byKind.map((k) => (
                <tr key={`${k.kind}-${k.asset}`}>
                  <td data-label="Reward kind">{k.kind}</td>
                  <td data-label="Amount" className={styles.mono}>
                    {formatConsoleAmount(k.amount, k.asset)}
                  </td>
                  <td data-label="Lines">{k.lines}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/layout/card';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { CopyableAddress } from '../../../components/money/copyable-address';
import { StatusBadge } from '../../../components/money/status-badge';
import { TxLink } from '../../../components/money/tx-link';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatRecordTime } from '../../../lib/format/format-record-time';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import type {
  DepositRecord,
  SwapRecord,
  TransferRecord,
  WithdrawalRecord,
} from '../../../lib/money/money-types';
import { parseWei } from '../../../lib/money/parse-amount';
import { formatConfirmations } from '../utils/format-confirmations';
import styles from './records-page.module.css';

function formatAmount(value: string): string {
  return formatTokenAmount(parseWei(value), TOKEN_DECIMALS);
}

type Line = { key: string; label: string; value: ReactNode };

/**
 * One record (e2e: test id `record-row`, its state as text in the badge and as `data-status`):
 * what it was and its state, the amount, then the details and when it happened.
 */
function RecordFrame({
  title,
  status,
  amount,
  unit,
  lines,
  time,
  now,
}: {
  title: ReactNode;
  status: string;
  amount: string;
  unit: string;
  lines: readonly Line[];
  time: string;
  now: number;
}) {
  const { t } = useTranslation();
  return (
    <Card as="article" gap={8} className={styles.row} data-testid="record-row" data-status={status}>
      <Row gap={8} justify="between">
        <span className={styles.rowTitle}>{title}</span>
        <StatusBadge status={status} />
      </Row>
      <p className={styles.rowAmount} translate="no">
        {amount}
        <span className={styles.rowUnit}>{unit}</span>
      </p>
      <Stack as="dl" gap={6}>
        {lines.map((line) => (
          <Row key={line.key} gap={12} justify="between" className={styles.rowLine}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </Row>
        ))}
      </Stack>
      <time className={`${textStyle.fine} ${styles.rowTime}`} dateTime={time}>
        {formatRecordTime(time, now, t('records.justNow'))}
      </time>
    </Card>
  );
}

export function DepositRow({
  record,
  now,
  txUrl,
  requiredConfirmations,
}: {
  record: DepositRecord;
  now: number;
  txUrl: string | undefined;
  /** SPEC 4: the confirmations the chain needs before a deposit is credited (money config). */
  requiredConfirmations: number | undefined;
}) {
  const { t } = useTranslation();
  const lines: Line[] = [
    { key: 'from', label: t('money.from'), value: <CopyableAddress address={record.address} /> },
    { key: 'tx', label: t('records.transaction'), value: <TxLink url={txUrl} hash={record.txHash} /> },
  ];
  if (record.status === 'reviewing') {
    lines.push({
      key: 'confirmations',
      label: t('records.confirmations'),
      value: (
        <span className={textStyle.mono}>
          {formatConfirmations(record.confirmations, requiredConfirmations)}
        </span>
      ),
    });
  }
  return (
    <RecordFrame
      title={t('deposit.submit')}
      status={record.status}
      amount={formatAmount(record.amount)}
      unit={record.asset}
      lines={lines}
      time={record.time}
      now={now}
    />
  );
}

/** A withdrawal; a rejected one says why, first, under its state. */
export function WithdrawRow({ record, now }: { record: WithdrawalRecord; now: number }) {
  const { t } = useTranslation();
  const lines: Line[] = [];
  if (record.rejectReason) {
    lines.push({
      key: 'reason',
      label: t('records.rejectReason'),
      value: <span data-testid="reject-reason">{record.rejectReason}</span>,
    });
  }
  lines.push(
    { key: 'to', label: t('money.to'), value: <CopyableAddress address={record.address} /> },
    { key: 'fee', label: t('records.fee'), value: formatAssetAmount(parseWei(record.fee), record.asset) },
    {
      key: 'net',
      label: t('records.net'),
      value: formatAssetAmount(parseWei(record.received), record.asset),
    },
  );
  if (record.txHash) {
    lines.push({
      key: 'tx',
      label: t('records.transaction'),
      value: <TxLink url={record.explorerUrl ?? undefined} hash={record.txHash} />,
    });
  }
  return (
    <RecordFrame
      title={t('withdraw.submit')}
      status={record.status}
      amount={formatAmount(record.amount)}
      unit={record.asset}
      lines={lines}
      time={record.time}
      now={now}
    />
  );
}

export function TransferRow({ record, now }: { record: TransferRecord; now: number }) {
  const { t } = useTranslation();
  const incoming = record.direction === 'in';
  const lines: Line[] = [
    {
      key: 'party',
      label: incoming ? t('money.from') : t('money.to'),
      value: <CopyableAddress address={record.address} />,
    },
  ];
  if (!incoming) {
    lines.push(
      { key: 'fee', label: t('records.fee'), value: formatAssetAmount(parseWei(record.fee), record.asset) },
      {
        key: 'net',
        label: t('transfer.recipientReceives'),
        value: formatAssetAmount(parseWei(record.received), record.asset),
      },
    );
  }
  return (
    <RecordFrame
      title={
        <span className={styles.direction} data-direction={record.direction}>
          {incoming ? t('records.directionIn') : t('records.directionOut')}
        </span>
      }
      status={record.status}
      amount={`${incoming ? '+' : '-'}${formatAmount(incoming ? record.received : record.amount)}`}
      unit={record.asset}
      lines={lines}
      time={record.time}
      now={now}
    />
  );
}

export function SwapRow({ record, now }: { record: SwapRecord; now: number }) {
  const { t } = useTranslation();
  return (
    <RecordFrame
      title={`${record.from} → ${record.to}`}
      status={record.status}
      amount={formatAmount(record.amount)}
      unit={record.from}
      lines={[
        { key: 'fee', label: t('records.fee'), value: formatAssetAmount(parseWei(record.fee), record.from) },
        {
          key: 'net',
          label: t('swap.receive'),
          value: formatAssetAmount(parseWei(record.received), record.to),
        },
      ]}
      time={record.time}
      now={now}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { ResultCard } from '../../../components/money/result-card';
import { TxLink } from '../../../components/money/tx-link';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatRecordTime } from '../../../lib/format/format-record-time';
import { shortenAddress } from '../../../lib/format/shorten-address';
import type { WithdrawalRecord } from '../../../lib/money/money-types';
import { parseWei } from '../../../lib/money/parse-amount';
import { useWithdrawal } from '../api/get-withdrawal';

/**
 * The created withdrawal, followed until it is paid (with its transaction) or rejected, and then
 * with the operator's reason first (docs/rules.md "Operators, the audit and balance adjustments").
 */
export function WithdrawalResult({ address, created }: { address: string; created: WithdrawalRecord }) {
  const { t } = useTranslation();
  const record = useWithdrawal(address, created) ?? created;
  return (
    <ResultCard
      title={t('withdraw.resultTitle')}
      status={record.status}
      rows={[
        ...(record.rejectReason
          ? [
              {
                key: 'reason',
                label: t('records.rejectReason'),
                value: record.rejectReason,
                testId: 'reject-reason',
              },
            ]
          : []),
        {
          key: 'amount',
          label: t('money.amount'),
          value: formatAssetAmount(parseWei(record.amount), record.asset),
          mono: true,
        },
        {
          key: 'fee',
          label: t('withdraw.gasFee'),
          value: formatAssetAmount(parseWei(record.fee), record.asset),
          mono: true,
        },
        {
          key: 'receive',
          label: t('money.youReceive'),
          value: formatAssetAmount(parseWei(record.received), record.asset),
          mono: true,
        },
        { key: 'to', label: t('withdraw.destination'), value: shortenAddress(record.address), mono: true },
        {
          key: 'time',
          label: t('money.time'),
          value: formatRecordTime(record.time, Date.now(), t('records.justNow')),
        },
        ...(record.txHash
          ? [
              {
                key: 'tx',
                label: t('records.transaction'),
                value: <TxLink url={record.explorerUrl ?? undefined} hash={record.txHash} />,
              },
            ]
          : []),
      ]}
    />
  );
}

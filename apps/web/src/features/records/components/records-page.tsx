import { useInfiniteQuery } from '@tanstack/react-query';
import type { RecordType } from '@woohoo/shared/api/money';
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { InfiniteList } from '../../../components/infinite-list';
import { Page } from '../../../components/layout/page';
import { Stack } from '../../../components/layout/stack';
import { DownloadIcon } from '../../../components/money-icons';
import { useNow } from '../../../hooks/use-now';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import { depositConfirmationsShown } from '../../../lib/money/deposit-confirmations';
import { explorerTxUrl } from '../../../lib/money/explorer-tx-url';
import { useMoneyConfig } from '../../../lib/money/get-money-config';
import { useExportRecords } from '../api/export-records';
import { recordsInfiniteQueryOptions } from '../api/get-records';
import { type RecordOf, type StatusFilter, statusFilterOptions, statusParam } from '../utils/record-types';
import { DepositRow, SwapRow, TransferRow, WithdrawRow } from './record-row';
import styles from './records-page.module.css';
import { StatusFilterChips } from './status-filter';

/**
 * The four record pages (deposit, withdrawal, transfer, swap): a status filter where records
 * have states, CSV export, and the list with pull to refresh and infinite scroll.
 */
export function RecordsPage({ address, type }: { address: Address; type: RecordType }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const exporter = useExportRecords();
  const options = statusFilterOptions(type);
  const status = statusParam(filter);
  // The list below reads the same query: an export of a list known to be empty would be a file
  // with a header only, so the button waits for a record.
  const list = useInfiniteQuery(recordsInfiniteQueryOptions(address, type, status));
  const nothingToExport = list.data?.pages[0]?.total === 0;

  return (
    <Page>
      <Stack gap={12} className={styles.toolbar}>
        <Button
          size="small"
          shape="rounded"
          color="primary"
          fill="outline"
          className={styles.export}
          loading={exporter.isPending}
          loadingText={t('records.export')}
          disabled={nothingToExport}
          onClick={() => exporter.mutate({ type, status })}
        >
          <DownloadIcon size={16} />
          {t('records.export')}
        </Button>
        {options.length > 0 && <StatusFilterChips options={options} value={filter} onChange={setFilter} />}
      </Stack>
      <RecordsList
        key={`${type}:${filter}`}
        address={address}
        type={type}
        filtered={filter !== 'all'}
        status={status}
      />
    </Page>
  );
}

function RecordsList<T extends RecordType>({
  address,
  type,
  status,
  filtered,
}: {
  address: Address;
  type: T;
  status: ReturnType<typeof statusParam>;
  filtered: boolean;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const explorer = useAppConfig().chain.blockExplorerUrls[0];
  const moneyConfig = useMoneyConfig();
  const query = useInfiniteQuery(recordsInfiniteQueryOptions(address, type, status));

  function render(item: RecordOf[T]): ReactNode {
    switch (type) {
      case 'deposit': {
        const record = item as RecordOf['deposit'];
        return (
          <DepositRow
            record={record}
            now={now}
            txUrl={explorerTxUrl(explorer, record.txHash)}
            requiredConfirmations={depositConfirmationsShown(moneyConfig.data)}
          />
        );
      }
      case 'withdraw':
        return <WithdrawRow record={item as RecordOf['withdraw']} now={now} />;
      case 'transfer':
        return <TransferRow record={item as RecordOf['transfer']} now={now} />;
      default:
        return <SwapRow record={item as RecordOf['swap']} now={now} />;
    }
  }

  return (
    <InfiniteList
      query={query}
      label={t('records.listLabel')}
      getKey={(item) => item.id}
      renderItem={render}
      emptyTitle={filtered ? t('records.emptyFiltered') : t('records.empty')}
      emptyHint={t('records.emptyHint')}
    />
  );
}

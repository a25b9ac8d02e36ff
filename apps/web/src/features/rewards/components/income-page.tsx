import { useInfiniteQuery } from '@tanstack/react-query';
import {
  INCOME_ASSETS,
  INCOME_KIND_NAMES,
  type IncomeAsset,
  type IncomeKind,
} from '@woohoo/shared/income-kinds';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { FilterChips } from '../../../components/filter-chips';
import { InfiniteList } from '../../../components/infinite-list';
import { Page } from '../../../components/layout/page';
import { incomeInfiniteQueryOptions } from '../api/get-income';
import { INCOME_KIND_LABELS } from '../utils/describe-income';
import { IncomeEntryRow } from './income-entry-row';

/**
 * Income details (SPEC 2 "income details"; docs/rules.md "What counts as income"): every entry
 * that paid the user, newest first, filterable by kind and asset, each saying what it was for.
 * The reward summary's totals are the sums of these entries.
 */
export function IncomePage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<IncomeKind | 'all'>('all');
  const [asset, setAsset] = useState<IncomeAsset | 'all'>('all');
  const filter = { kind: kind === 'all' ? undefined : kind, asset: asset === 'all' ? undefined : asset };
  const query = useInfiniteQuery(incomeInfiniteQueryOptions(address, filter));
  const filtered = kind !== 'all' || asset !== 'all';
  return (
    <Page>
      <FilterChips
        legend={t('rewards.income.filterLabel')}
        options={(['all', ...INCOME_KIND_NAMES] as const).map((value) => ({
          value,
          label: value === 'all' ? t('rewards.income.all') : t(INCOME_KIND_LABELS[value]),
        }))}
        value={kind}
        onChange={setKind}
      />
      <FilterChips
        legend={t('rewards.income.assetFilterLabel')}
        options={(['all', ...INCOME_ASSETS] as const).map((value) => ({
          value,
          label: value === 'all' ? t('rewards.income.allAssets') : value,
        }))}
        value={asset}
        onChange={setAsset}
      />
      <InfiniteList
        key={`${kind}-${asset}`}
        query={query}
        label={t('rewards.income.listLabel')}
        getKey={(entry) => entry.id}
        renderItem={(entry) => <IncomeEntryRow entry={entry} address={address} />}
        emptyTitle={filtered ? t('rewards.income.emptyFiltered') : t('rewards.income.empty')}
        emptyHint={t('rewards.income.emptyHint')}
      />
    </Page>
  );
}

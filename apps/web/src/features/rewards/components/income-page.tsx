import { useInfiniteQuery } from '@tanstack/react-query';
import { REWARD_KIND_NAMES, type RewardKind } from '@woohoo/shared/settlement/reward-kinds';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { FilterChips } from '../../../components/filter-chips';
import { InfiniteList } from '../../../components/infinite-list';
import panel from '../../../components/panel.module.css';
import { rewardsInfiniteQueryOptions } from '../api/get-rewards';
import { REWARD_KIND_LABELS } from '../utils/describe-reward';
import { RewardRow } from './reward-row';

/**
 * Income details (SPEC 2 "income details"): every reward line, newest first, filterable by kind,
 * each explained from its own fields.
 */
export function IncomePage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<RewardKind | 'all'>('all');
  const query = useInfiniteQuery(rewardsInfiniteQueryOptions(address, kind === 'all' ? undefined : kind));
  return (
    <div className={panel.page}>
      <FilterChips
        legend={t('rewards.income.filterLabel')}
        options={(['all', ...REWARD_KIND_NAMES] as const).map((value) => ({
          value,
          label: value === 'all' ? t('rewards.income.all') : t(REWARD_KIND_LABELS[value]),
        }))}
        value={kind}
        onChange={setKind}
      />
      <InfiniteList
        key={kind}
        query={query}
        label={t('rewards.income.listLabel')}
        getKey={(reward) => reward.id}
        renderItem={(reward) => <RewardRow reward={reward} />}
        emptyTitle={kind === 'all' ? t('rewards.income.empty') : t('rewards.income.emptyFiltered')}
        emptyHint={t('rewards.income.emptyHint')}
      />
    </div>
  );
}

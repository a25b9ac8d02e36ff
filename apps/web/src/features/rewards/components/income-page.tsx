import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { InfiniteList } from '../../../components/infinite-list';
import { rewardsInfiniteQueryOptions } from '../api/get-rewards';
import { KindFilter, type KindFilterValue } from './kind-filter';
import { RewardRow } from './reward-row';
import styles from './rewards.module.css';

/**
 * Income details (issue 8 item 4; SPEC 2 "income details"): every reward line, newest first,
 * filterable by kind, each explained from its own fields.
 */
export function IncomePage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<KindFilterValue>('all');
  const query = useInfiniteQuery(rewardsInfiniteQueryOptions(address, kind === 'all' ? undefined : kind));
  return (
    <div className={styles.page}>
      <KindFilter value={kind} onChange={setKind} />
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

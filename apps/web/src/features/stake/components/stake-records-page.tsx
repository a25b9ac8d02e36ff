import type { StakeOrder } from '@woohoo/shared/api/stake';
import { STAKE_ORDER_TYPES } from '@woohoo/shared/rules/stake-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { InfiniteList } from '../../../components/infinite-list';
import { Card } from '../../../components/layout/card';
import { Row, Stack } from '../../../components/layout/stack';
import { StatusBadge } from '../../../components/layout/status-badge';
import textStyle from '../../../components/layout/text.module.css';
import { useNow } from '../../../hooks/use-now';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatLocalDateTime } from '../../../lib/format/format-local-date-time';
import { parseWei } from '../../../lib/money/parse-amount';
import { type StakeStatusFilter, useStakeOrders } from '../api/stake-api';
import { timeLeft } from '../utils/validate-stake';
import styles from './stake.module.css';

const FILTERS: readonly StakeStatusFilter[] = ['active', 'expired', 'all'];

/**
 * /pages/pledge/Pledgerecord (SPEC 3): staking orders with the status filter (staking in
 * progress, expired, all), each with its type, amount, accelerable amounts and a live countdown.
 */
export function StakeRecordsPage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StakeStatusFilter>('active');
  const orders = useStakeOrders(address, status);
  const now = useNow(1000);
  return (
    <Stack gap={12} className={styles.records}>
      <div className={styles.filters} role="tablist" aria-label={t('records.filterLabel')}>
        {FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            role="tab"
            aria-selected={filter === status}
            className={styles.filter}
            onClick={() => setStatus(filter)}
          >
            {t(`stake.status.${filter}`)}
          </button>
        ))}
      </div>
      <InfiniteList
        query={orders}
        label={t('route.pledgeRecord')}
        getKey={(order) => order.id}
        renderItem={(order) => <StakeOrderRow order={order} now={now} />}
        emptyTitle={t('stake.empty')}
        emptyHint={t('stake.emptyHint')}
      />
    </Stack>
  );
}

function StakeOrderRow({ order, now }: { order: StakeOrder; now: number }) {
  const { t } = useTranslation();
  const left = timeLeft(order.expiresAt, now);
  const type = (STAKE_ORDER_TYPES as readonly string[]).includes(order.type)
    ? `stake.types.${order.type}`
    : 'status.unknown';
  return (
    <Card as="article" gap={10} className={styles.order} data-testid="stake-order" data-status={order.status}>
      <Row justify="between">
        <span className={textStyle.title}>{t(type as 'status.unknown')}</span>
        <StatusBadge tone={order.status === 'expired' ? 'neutral' : 'accent'} dot={false}>
          {t(`stake.status.${order.status}`)}
        </StatusBadge>
      </Row>
      <dl className={styles.orderFacts}>
        <dt>{t('money.amount')}</dt>
        <dd>{formatAssetAmount(parseWei(order.amount), 'USDT')}</dd>
        <dt>{t('stake.package')}</dt>
        <dd>{t('stake.days', { count: order.days })}</dd>
        <dt>{t('stake.expectedDaily')}</dt>
        <dd>{formatAssetAmount(parseWei(order.expectedDailyReward), 'USDT')}</dd>
        <dt>{t('stake.accelerableTotal')}</dt>
        <dd>{formatAssetAmount(parseWei(order.accelerableTotal), 'USDT')}</dd>
        <dt>{t('stake.accelerableRemaining')}</dt>
        <dd>{formatAssetAmount(parseWei(order.accelerableRemaining), 'USDT')}</dd>
        <dt>{t('stake.orderTime')}</dt>
        <dd>{formatLocalDateTime(new Date(order.time))}</dd>
        <dt>{t('stake.remaining')}</dt>
        <dd data-testid="stake-countdown">
          {order.status === 'active'
            ? t('stake.countdown', {
                days: String(left.days),
                time: `${String(left.hours).padStart(2, '0')}:${String(left.minutes).padStart(2, '0')}:${String(left.seconds).padStart(2, '0')}`,
              })
            : t('stake.returned')}
        </dd>
      </dl>
    </Card>
  );
}

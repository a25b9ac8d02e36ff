import { useInfiniteQuery } from '@tanstack/react-query';
import { ORDER_STATUSES, type OrderStatus } from '@woohoo/shared/mall-rules';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Address } from 'viem';
import { FilterChips } from '../../../components/filter-chips';
import { InfiniteList } from '../../../components/infinite-list';
import { Card } from '../../../components/layout/card';
import { Page } from '../../../components/layout/page';
import { Row, Stack } from '../../../components/layout/stack';
import { StatusBadge } from '../../../components/layout/status-badge';
import textStyle from '../../../components/layout/text.module.css';
import type { Tone } from '../../../components/layout/tone';
import { ConfirmSheet } from '../../../components/money/confirm-sheet';
import { paths } from '../../../config/paths';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatLocalDateTime } from '../../../lib/format/format-local-date-time';
import { showToast } from '../../../lib/toast';
import { useCancelOrder } from '../api/cancel-order';
import { ordersInfiniteQueryOptions } from '../api/get-orders';
import { describeVariantOptions } from '../utils/describe-option';
import type { MallOrder } from '../utils/mall-types';
import styles from './mall.module.css';

type Filter = OrderStatus | 'all';

/**
 * /pages/my/myorder: the caller's orders with a state filter (paid, shipped, delivered,
 * cancelled); a paid order can be cancelled here, which refunds it.
 */
export function MyOrdersPage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [cancelling, setCancelling] = useState<MallOrder | undefined>(undefined);
  const query = useInfiniteQuery(ordersInfiniteQueryOptions(address, filter === 'all' ? undefined : filter));
  const cancel = useCancelOrder();
  const idempotency = useIdempotencyKey();

  function confirmCancel() {
    if (!cancelling) return;
    const order = cancelling;
    cancel.mutate(
      { id: order.id, idempotencyKey: idempotency.keyFor(`cancel:${order.id}`) },
      {
        onSuccess: () => {
          idempotency.reset();
          setCancelling(undefined);
          showToast(
            t('mall.order.cancelled', { amount: formatAssetAmount(BigInt(order.total), order.asset) }),
          );
        },
      },
    );
  }

  return (
    <Page>
      <FilterChips
        legend={t('mall.order.filterLabel')}
        options={(['all', ...ORDER_STATUSES] as const).map((value) => ({
          value,
          label: t(`mall.order.status.${value}`),
        }))}
        value={filter}
        onChange={setFilter}
      />
      <InfiniteList
        key={filter}
        query={query}
        label={t('mall.order.listLabel')}
        getKey={(order) => order.id}
        renderItem={(order) => <OrderCard order={order} onCancel={() => setCancelling(order)} />}
        emptyTitle={filter === 'all' ? t('mall.order.empty') : t('mall.order.emptyFiltered')}
        emptyHint={t('mall.order.emptyHint')}
      />
      <ConfirmSheet
        open={cancelling !== undefined}
        busy={cancel.isPending}
        title={t('mall.order.cancelTitle')}
        confirmLabel={t('mall.order.cancel')}
        cancelLabel={t('mall.order.keep')}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(undefined)}
        rows={
          cancelling
            ? [
                {
                  key: 'order',
                  label: t('mall.order.number', { id: cancelling.id }),
                  value: cancelling.product.name,
                },
                {
                  key: 'refund',
                  label: t('mall.order.refunded'),
                  value: formatAssetAmount(BigInt(cancelling.total), cancelling.asset),
                  mono: true,
                  emphasis: true,
                },
              ]
            : []
        }
      />
    </Page>
  );
}

/** An order's state as a pill: in the accent until it is delivered or cancelled. */
const ORDER_TONES: Partial<Record<string, Tone>> = { delivered: 'success', cancelled: 'neutral' };

/** One order: its number, state, item, total and what can be done with it. */
export function OrderCard({
  order,
  onCancel,
  showLogistics = true,
}: {
  order: MallOrder;
  onCancel?: () => void;
  showLogistics?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card as="article" data-testid="order-card" data-status={order.status}>
      <Row gap={12} justify="between" className={textStyle.muted}>
        <span>
          {t('mall.order.number', { id: order.id })} ·{' '}
          <span className={textStyle.mono}>{formatLocalDateTime(new Date(order.time))}</span>
        </span>
        <StatusBadge tone={ORDER_TONES[order.status] ?? 'accent'} dot={false} data-status={order.status}>
          {t(`mall.order.status.${order.status}`)}
        </StatusBadge>
      </Row>
      <Row gap={12}>
        <img className={styles.thumb} src={order.product.image} alt="" />
        <Stack gap={2} grow>
          <span className={styles.productName} dir="auto">
            {order.product.name}
          </span>
          <span className={textStyle.caption}>
            {[describeVariantOptions(order.variant, t), t('mall.order.quantity', { n: order.quantity })]
              .filter(Boolean)
              .join(' · ')}
          </span>
          <span className={styles.price} translate="no">
            {formatAssetAmount(BigInt(order.total), order.asset)}
          </span>
        </Stack>
      </Row>
      {order.status === 'cancelled' && <p className={textStyle.caption}>{t('mall.order.refunded')}</p>}
      {(showLogistics || (order.status === 'paid' && onCancel)) && (
        <Row wrap gap={8} className={styles.actions}>
          {order.status === 'paid' && onCancel && (
            <Button size="small" shape="rounded" fill="outline" onClick={onCancel}>
              {t('mall.order.cancel')}
            </Button>
          )}
          {showLogistics && (
            <Link to={paths.checkLogistics(order.id)} className={styles.actionLink}>
              {t('mall.order.logistics')}
            </Link>
          )}
        </Row>
      )}
    </Card>
  );
}

import Steps from 'antd-mobile/es/components/steps';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { Card } from '../../../components/layout/card';
import { Page } from '../../../components/layout/page';
import textStyle from '../../../components/layout/text.module.css';
import { FormSkeleton } from '../../../components/money/form-skeleton';
import { SummaryList } from '../../../components/money/summary-list';
import { useQueryValues } from '../../../hooks/use-query-values';
import { formatLocalDateTime } from '../../../lib/format/format-local-date-time';
import { useOrder } from '../api/get-orders';
import { buildTimeline, type TimelineStep } from '../utils/logistics-timeline';
import { AddressLines } from './address-lines';
import styles from './mall.module.css';
import { MallLoadError } from './mall-load-error';
import { OrderCard } from './my-orders-page';

/** /pages/my/checklogistics?value1=<order id>: carrier, tracking number and the timeline. */
export function CheckLogisticsPage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const { value1: id } = useQueryValues();
  const query = useOrder(address, id);
  if (query.isPending) return <FormSkeleton />;
  if (!query.data) return <MallLoadError onRetry={() => void query.refetch()} />;
  const order = query.data;
  const steps = buildTimeline(order);

  const title = (step: TimelineStep) => {
    switch (step.kind) {
      case 'event':
        return step.text;
      case 'shipped':
        return t('mall.logistics.shipped', { carrier: step.carrier });
      case 'cancelled':
        return t('mall.logistics.cancelled');
      default:
        return t('mall.logistics.paid');
    }
  };

  return (
    <Page>
      <OrderCard order={order} showLogistics={false} />
      <Card as="section" aria-label={t('mall.order.logistics')}>
        {order.carrier ? (
          <SummaryList
            rows={[
              {
                key: 'carrier',
                label: t('mall.logistics.carrier'),
                value: order.carrier,
                testId: 'logistics-carrier',
              },
              {
                key: 'tracking',
                label: t('mall.logistics.tracking'),
                value: order.trackingNumber,
                mono: true,
                testId: 'logistics-tracking',
              },
            ]}
          />
        ) : (
          order.status === 'paid' && (
            <div>
              <p className={styles.name}>{t('mall.logistics.waiting')}</p>
              <p className={textStyle.caption}>{t('mall.logistics.waitingHint')}</p>
            </div>
          )
        )}
        <h2 className={textStyle.label}>{t('mall.logistics.timeline')}</h2>
        <Steps direction="vertical" current={0} className={styles.timeline} data-testid="logistics-timeline">
          {steps.map((step, index) => (
            <Steps.Step
              key={step.kind === 'event' ? `event-${step.time}-${step.text}` : step.kind}
              status={index === 0 ? 'process' : 'finish'}
              title={title(step)}
              description={
                <span className={textStyle.mono}>
                  {formatLocalDateTime(new Date(step.time))}
                  {step.kind === 'event' && step.location ? ` · ${step.location}` : ''}
                </span>
              }
            />
          ))}
        </Steps>
      </Card>
      <Card as="section">
        <h2 className={textStyle.label}>{t('mall.logistics.shipTo')}</h2>
        <AddressLines address={order.address} />
      </Card>
    </Page>
  );
}

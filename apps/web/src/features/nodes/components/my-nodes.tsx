import type { NodesOverview } from '@woohoo/shared/api/nodes';
import type { NodeKind } from '@woohoo/shared/rules/rules-config';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/layout/card';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import moneyStyles from '../../../components/money/money-page.module.css';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatRecordTime } from '../../../lib/format/format-record-time';
import { parseWei } from '../../../lib/money/parse-amount';
import { useNodeOrders } from '../api/nodes-api';
import styles from './nodes-page.module.css';

/**
 * The repurchase screen (docs/rules.md "Node sale"): per kind the shares held, how many count for
 * the user's own performance, and what a repurchase would do under SPEC 1's rule; then the orders.
 */
export function MyNodes({
  address,
  overview,
  onRepurchase,
}: {
  address: string;
  overview: NodesOverview;
  onRepurchase: (kind: NodeKind) => void;
}) {
  const { t } = useTranslation();
  const orders = useNodeOrders(address);
  const owned = overview.kinds.filter((k) => k.held > 0);
  return (
    <Card as="section" gap={14} aria-label={t('nodes.mine')} data-testid="my-nodes">
      <h2 className={textStyle.heading}>{t('nodes.mine')}</h2>
      {owned.length === 0 ? (
        <p className={moneyStyles.note}>{t('nodes.noneYet')}</p>
      ) : (
        owned.map((kind) => (
          <div key={kind.kind} className={styles.holding} data-testid={`holding-${kind.kind}`}>
            <div className={styles.holdingTop}>
              <span className={textStyle.title}>{t(`nodes.kinds.${kind.kind}`)}</span>
              <span className={textStyle.mono}>{t('nodes.held', { count: kind.held })}</span>
            </div>
            <p className={moneyStyles.note}>
              {t('nodes.countedOf', { counted: kind.selfCounted, max: overview.selfCountedOrders })}{' '}
              {kind.orders < overview.selfCountedOrders
                ? t('nodes.repurchaseCounts')
                : t('nodes.repurchaseUsed')}
            </p>
            <Button
              size="small"
              shape="rounded"
              fill="outline"
              color="primary"
              onClick={() => onRepurchase(kind.kind)}
            >
              {t('nodes.repurchase')}
            </Button>
          </div>
        ))
      )}
      {orders.data && orders.data.items.length > 0 && (
        <Stack as="ul" gap={8} className={styles.orders} aria-label={t('nodes.orders')}>
          {orders.data.items.map((order) => (
            <li key={order.id} className={styles.order} data-testid="node-order">
              <span>
                {t('nodes.orderLine', {
                  id: order.id,
                  kind: t(`nodes.kinds.${order.kind}`),
                  count: order.shares,
                })}
              </span>
              <span className={textStyle.mono}>{formatAssetAmount(parseWei(order.total), 'USDT')}</span>
              <time className={textStyle.fine} dateTime={order.time}>
                {formatRecordTime(order.time, Date.now(), t('records.justNow'))}
              </time>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

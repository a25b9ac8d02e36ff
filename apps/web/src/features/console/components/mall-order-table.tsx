import type { MallOrder } from '@woohoo/shared/api/mall';
import Button from 'antd-mobile/es/components/button';
import { Row } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { formatConsoleAmount } from '../utils/format-console-amount';
import { formatConsoleTime } from '../utils/format-console-time';
import styles from './console.module.css';

/** Mall orders (cards on a phone): product, total, delivery address, shipping; Ship or Add event. */
export function MallOrderTable({
  orders,
  busy,
  onShip,
  onAddEvent,
}: {
  orders: readonly MallOrder[];
  busy: boolean;
  onShip: (order: MallOrder) => void;
  onAddEvent: (order: MallOrder) => void;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Product</th>
            <th scope="col">Total</th>
            <th scope="col">Deliver to</th>
            <th scope="col">Shipping</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-testid={`mall-order-${order.id}`}>
              <td data-label="Order" className={styles.mono}>
                #{order.id}
                <div className={textStyle.muted}>{formatConsoleTime(order.time)}</div>
              </td>
              <td data-label="Product">
                {order.product.name} × {order.quantity}
                {(order.variant.size || order.variant.colour) && (
                  <div className={textStyle.muted}>
                    {[order.variant.size, order.variant.colour].filter(Boolean).join(' · ')}
                  </div>
                )}
              </td>
              <td data-label="Total" className={styles.mono}>
                {formatConsoleAmount(order.total, order.asset)}
              </td>
              <td data-label="Deliver to">
                {order.address.name}, {order.address.phone}
                <div className={textStyle.muted}>
                  {order.address.street}, {order.address.region} {order.address.postcode}
                </div>
              </td>
              <td data-label="Shipping">
                {order.carrier ? (
                  <>
                    {order.carrier} <span className={styles.mono}>{order.trackingNumber}</span>
                    <div className={textStyle.muted}>Shipped {formatConsoleTime(order.shippedAt)}</div>
                  </>
                ) : (
                  <span className={textStyle.muted}>Not shipped</span>
                )}
              </td>
              <td data-label="Actions">
                <Row wrap gap={6}>
                  {order.status === 'paid' && (
                    <Button
                      size="small"
                      color="primary"
                      disabled={busy}
                      onClick={() => onShip(order)}
                      aria-label={`Ship order #${order.id}`}
                    >
                      Ship
                    </Button>
                  )}
                  {order.status === 'shipped' && (
                    <Button
                      size="small"
                      disabled={busy}
                      onClick={() => onAddEvent(order)}
                      aria-label={`Add a logistics event to order #${order.id}`}
                    >
                      Add event
                    </Button>
                  )}
                </Row>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { MallOrder } from '@woohoo/shared/api/mall';
import { useState } from 'react';
import { Stack } from '../../../components/layout/stack';
import { showToast } from '../../../lib/toast';
import { useAddOrderEvent } from '../api/add-order-event';
import { MALL_ORDERS_PAGE_SIZE, type MallOrderStatusFilter, useMallOrders } from '../api/get-mall-orders';
import { useShipOrder } from '../api/ship-order';
import { useOperatorSession } from '../hooks/use-operator-session';
import { describeConsoleError } from '../utils/describe-console-error';
import styles from './console.module.css';
import { ConsoleFilterChips } from './console-filter-chips';
import { ConsolePager } from './console-pager';
import { ConsoleEmpty, ConsoleError, ConsoleSkeleton } from './console-states';
import { OrderEventDialog, ShipDialog } from './mall-order-dialogs';
import { MallOrderTable } from './mall-order-table';

const STATUS_OPTIONS: readonly { value: MallOrderStatusFilter; label: string }[] = [
  { value: 'paid', label: 'Paid (to ship)' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'all', label: 'All' },
];

const EMPTY_TEXT: Record<MallOrderStatusFilter, string> = {
  paid: 'No paid orders waiting to ship',
  shipped: 'No shipped orders on the way',
  delivered: 'No delivered orders',
  cancelled: 'No cancelled orders',
  all: 'No orders yet',
};

type Pending = { kind: 'ship' | 'event'; order: MallOrder };

/** Paid orders to ship and shipped orders to follow with logistics events (SPEC 1); paged. */
export function MallOrdersScreen() {
  const operator = useOperatorSession()?.actor ?? 'console';
  const [status, setStatus] = useState<MallOrderStatusFilter>('paid');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending | null>(null);
  const query = useMallOrders(status, page);
  const ship = useShipOrder();
  const addEvent = useAddOrderEvent();
  const busy = ship.isPending || addEvent.isPending;
  const handlers = (done: string) => ({
    onSuccess: () => {
      setPending(null);
      showToast(done);
    },
    onError: (error: unknown) => showToast(describeConsoleError(error)),
  });
  return (
    <Stack as="section" gap={16} aria-labelledby="mall-title">
      <h1 id="mall-title" className={styles.title}>
        Mall orders
      </h1>
      <ConsoleFilterChips
        legend="Order state"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      {query.isPending ? (
        <ConsoleSkeleton />
      ) : query.isError ? (
        <ConsoleError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <ConsoleEmpty text={EMPTY_TEXT[status]} />
      ) : (
        <MallOrderTable
          orders={query.data.items}
          busy={busy}
          onShip={(order) => setPending({ kind: 'ship', order })}
          onAddEvent={(order) => setPending({ kind: 'event', order })}
        />
      )}
      {query.data && (
        <ConsolePager
          label="Mall orders"
          page={page}
          total={query.data.total}
          size={MALL_ORDERS_PAGE_SIZE}
          busy={query.isFetching}
          onChange={setPage}
        />
      )}
      {pending?.kind === 'ship' && (
        <ShipDialog
          order={pending.order}
          busy={busy}
          onConfirm={(shipment) =>
            ship.mutate(
              { id: pending.order.id, ...shipment, operator },
              handlers(`Order #${pending.order.id} shipped`),
            )
          }
          onCancel={() => setPending(null)}
        />
      )}
      {pending?.kind === 'event' && (
        <OrderEventDialog
          order={pending.order}
          busy={busy}
          onConfirm={(event) =>
            addEvent.mutate(
              { id: pending.order.id, ...event, operator },
              handlers(`Event added to order #${pending.order.id}`),
            )
          }
          onCancel={() => setPending(null)}
        />
      )}
    </Stack>
  );
}

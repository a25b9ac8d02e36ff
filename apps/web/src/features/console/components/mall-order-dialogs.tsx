import type { MallOrder } from '@woohoo/shared/api/mall';
import Input from 'antd-mobile/es/components/input';
import { useId, useState } from 'react';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import styles from './console.module.css';
import { ConsoleDialog } from './console-dialog';

/** The server's limits (packages/shared/src/api/mall.ts shipOrderBodySchema, orderEventBodySchema). */
const CARRIER_MAX = 60;
const TRACKING_MIN = 3;
const TRACKING_MAX = 60;
const EVENT_TEXT_MAX = 200;
const LOCATION_MAX = 100;

/** "Ship order": carrier and tracking number (3..60 characters). */
export function ShipDialog({
  order,
  busy,
  onConfirm,
  onCancel,
}: {
  order: MallOrder;
  busy: boolean;
  onConfirm: (shipment: { carrier: string; trackingNumber: string }) => void;
  onCancel: () => void;
}) {
  const formId = useId();
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const valid = carrier.trim() !== '' && trackingNumber.trim().length >= TRACKING_MIN;
  return (
    <ConsoleDialog
      open
      title={`Ship order #${order.id}`}
      confirmText="Ship"
      busy={busy}
      confirmDisabled={!valid}
      onConfirm={() => onConfirm({ carrier, trackingNumber })}
      onCancel={onCancel}
    >
      <p className={textStyle.muted}>
        {order.product.name} × {order.quantity} to {order.address.name}
      </p>
      <Stack as="label" gap={4} className={styles.field} htmlFor={`${formId}-carrier`}>
        Carrier
        <Input
          id={`${formId}-carrier`}
          className={styles.input}
          value={carrier}
          onChange={setCarrier}
          maxLength={CARRIER_MAX}
        />
      </Stack>
      <Stack as="label" gap={4} className={styles.field} htmlFor={`${formId}-tracking`}>
        Tracking number
        <Input
          id={`${formId}-tracking`}
          className={styles.input}
          value={trackingNumber}
          onChange={setTrackingNumber}
          maxLength={TRACKING_MAX}
        />
      </Stack>
    </ConsoleDialog>
  );
}

export type OrderEventFields = { text: string; location: string; delivered: boolean };

/** "Add event": what happened, where (optional), and whether the order is now delivered. */
export function OrderEventDialog({
  order,
  busy,
  onConfirm,
  onCancel,
}: {
  order: MallOrder;
  busy: boolean;
  onConfirm: (event: OrderEventFields) => void;
  onCancel: () => void;
}) {
  const formId = useId();
  const [fields, setFields] = useState<OrderEventFields>({ text: '', location: '', delivered: false });
  return (
    <ConsoleDialog
      open
      title={`Logistics event for order #${order.id}`}
      confirmText="Add event"
      busy={busy}
      confirmDisabled={fields.text.trim() === ''}
      onConfirm={() => onConfirm(fields)}
      onCancel={onCancel}
    >
      <Stack as="label" gap={4} className={styles.field} htmlFor={`${formId}-text`}>
        What happened
        <Input
          id={`${formId}-text`}
          className={styles.input}
          value={fields.text}
          onChange={(text) => setFields((current) => ({ ...current, text }))}
          maxLength={EVENT_TEXT_MAX}
        />
      </Stack>
      <Stack as="label" gap={4} className={styles.field} htmlFor={`${formId}-location`}>
        Location (optional)
        <Input
          id={`${formId}-location`}
          className={styles.input}
          value={fields.location}
          onChange={(location) => setFields((current) => ({ ...current, location }))}
          maxLength={LOCATION_MAX}
        />
      </Stack>
      <Row as="label" gap={8} className={styles.check}>
        <input
          type="checkbox"
          checked={fields.delivered}
          onChange={(event) => setFields((current) => ({ ...current, delivered: event.target.checked }))}
        />
        The order is delivered
      </Row>
    </ConsoleDialog>
  );
}

import type { MallOrderDetail } from './mall-types';

export type TimelineStep =
  | { kind: 'event'; time: string; text: string; location: string | null }
  | { kind: 'shipped'; time: string; carrier: string }
  | { kind: 'cancelled'; time: string }
  | { kind: 'paid'; time: string };

/**
 * The order's timeline, newest first: the carrier's events as the operator entered them, then
 * the steps the app itself names in the user's language (shipped, cancelled, paid).
 */
export function buildTimeline(order: MallOrderDetail): TimelineStep[] {
  const steps: TimelineStep[] = order.events.map((e) => ({
    kind: 'event',
    time: e.time,
    text: e.text,
    location: e.location,
  }));
  if (order.shippedAt && order.carrier)
    steps.push({ kind: 'shipped', time: order.shippedAt, carrier: order.carrier });
  if (order.cancelledAt) steps.push({ kind: 'cancelled', time: order.cancelledAt });
  steps.push({ kind: 'paid', time: order.time });
  return steps;
}

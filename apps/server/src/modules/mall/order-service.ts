import type { CreateOrderBody, MallOrder, MallOrderDetail } from '@woohoo/shared/api/mall';
import { canCancelOrder, isValidQuantity, type OrderStatus, orderTotalWei } from '@woohoo/shared/mall-rules';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { runIdempotent } from '../../http/idempotency';
import { postTransfer } from '../ledger/ledger-service';
import type { UserRecord } from '../user/user-record';
import {
  insertLogisticsEvent,
  insertOrder,
  lockOrder,
  markCancelled,
  markDelivered,
  markShipped,
  returnStock,
  selectLogisticsEvents,
  selectOrder,
  selectOrdersByStatus,
  selectProduct,
  selectUserAddress,
  selectUserOrders,
  selectVariants,
  takeStock,
} from './mall-repository';
import { locationOf, toOrder } from './mall-views';

/**
 * Places and pays an order in one transaction: the pieces are taken from the variant's stock by a
 * conditional update (so 100 buyers of 10 pieces get exactly 10), the delivery address is copied
 * into the order, and the total moves from the caller's available balance to the mall's revenue
 * account as one ledger transfer. Short stock or balance rolls everything back: nothing is charged
 * and no stock is held.
 */
export async function placeOrder(
  db: Db,
  user: UserRecord,
  body: CreateOrderBody,
  idempotencyKey: string | undefined,
): Promise<MallOrderDetail> {
  if (!isValidQuantity(body.quantity)) throw new AppError('orderQuantityInvalid');
  return runIdempotent(
    db,
    { userId: user.id, key: idempotencyKey, scope: 'mall-order', body },
    async (tx) => {
      const product = await selectProduct(tx, body.productId);
      if (!product) throw new AppError('productNotFound');
      const variant = (await selectVariants(tx, product.id)).find((v) => v.id === body.variantId);
      if (!variant) throw new AppError('productVariantInvalid');
      const address = await selectUserAddress(tx, user.id, body.addressId);
      if (!address) throw new AppError('addressNotFound');
      if (!(await takeStock(tx, variant.id, body.quantity))) throw new AppError('insufficientStock');
      const unitPriceWei = BigInt(product.price);
      const totalWei = orderTotalWei(unitPriceWei, body.quantity);
      const orderId = await insertOrder(tx, {
        userId: user.id,
        productId: product.id,
        variantId: variant.id,
        quantity: body.quantity,
        asset: product.asset,
        unitPriceWei,
        totalWei,
        address: {
          name: address.name,
          phone: address.phone,
          region: address.region,
          street: address.street,
          postcode: address.postcode,
          location: locationOf(address),
        },
      });
      await postTransfer(tx, {
        idempotencyKey: `mall_order:${orderId}:pay`,
        kind: 'mall_purchase',
        refId: orderId,
        postings: [
          { account: { userId: user.id, bucket: 'available' }, asset: product.asset, deltaWei: -totalWei },
          { account: { system: 'mall_revenue' }, asset: product.asset, deltaWei: totalWei },
        ],
      });
      return orderDetail(tx, orderId);
    },
  );
}

/**
 * The caller cancels an order that has not shipped: the order row is locked, its state checked, the
 * pieces go back to stock and the total back to available as one ledger transfer whose key is the
 * order's, so a refund is posted exactly once whatever retries.
 */
export async function cancelOrder(
  db: Db,
  user: UserRecord,
  id: string,
  idempotencyKey: string | undefined,
): Promise<MallOrderDetail> {
  return runIdempotent(
    db,
    { userId: user.id, key: idempotencyKey, scope: 'mall-cancel', body: { id } },
    async (tx) => {
      const order = await lockOrder(tx, id, user.id);
      if (!order) throw new AppError('orderNotFound');
      if (!canCancelOrder(order.status)) throw new AppError('orderNotCancellable');
      await markCancelled(tx, id);
      await returnStock(tx, order.variant_id, order.quantity);
      const totalWei = BigInt(order.total);
      await postTransfer(tx, {
        idempotencyKey: `mall_order:${id}:refund`,
        kind: 'mall_refund',
        refId: id,
        postings: [
          { account: { system: 'mall_revenue' }, asset: order.asset, deltaWei: -totalWei },
          { account: { userId: order.user_id, bucket: 'available' }, asset: order.asset, deltaWei: totalWei },
        ],
      });
      return orderDetail(tx, id);
    },
  );
}

/** One order with its logistics timeline; with `userId`, only that user's. */
export async function orderDetail(db: Queryable, id: string, userId?: string): Promise<MallOrderDetail> {
  const row = await selectOrder(db, id, userId);
  if (!row) throw new AppError('orderNotFound');
  const events = await selectLogisticsEvents(db, id);
  return {
    ...toOrder(row),
    events: events.map((e) => ({
      time: new Date(e.created_at).toISOString(),
      text: e.text,
      location: e.location,
    })),
  };
}

export async function listOrders(
  db: Queryable,
  user: UserRecord,
  query: { status?: OrderStatus; page: number; size: number },
): Promise<{ items: MallOrder[]; page: number; size: number; total: number }> {
  const { rows, total } = await selectUserOrders(db, user.id, {
    status: query.status,
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  return { items: rows.map(toOrder), page: query.page, size: query.size, total };
}

/** The operator hands a paid order to a carrier. */
export async function shipOrder(
  db: Db,
  id: string,
  shipment: { carrier: string; trackingNumber: string; operator: string },
): Promise<MallOrderDetail> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw new AppError('orderNotFound');
    if (order.status !== 'paid') throw new AppError('orderNotShippable');
    await markShipped(tx, id, shipment);
    return orderDetail(tx, id);
  });
}

/** The operator adds a step of the carrier's timeline; `delivered` ends it and the order. */
export async function addLogisticsEvent(
  db: Db,
  id: string,
  event: { text: string; location?: string; delivered: boolean; operator: string },
): Promise<MallOrderDetail> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw new AppError('orderNotFound');
    if (order.status !== 'shipped') throw new AppError('orderNotShipped');
    await insertLogisticsEvent(tx, {
      orderId: id,
      text: event.text,
      location: event.location ?? null,
      operator: event.operator,
    });
    if (event.delivered) await markDelivered(tx, id);
    return orderDetail(tx, id);
  });
}

/** Orders by state for the operator, oldest first. */
export async function listOrdersForOperator(
  db: Queryable,
  status: OrderStatus | null,
  limit: number,
  offset = 0,
): Promise<{ items: MallOrder[]; total: number }> {
  const { rows, total } = await selectOrdersByStatus(db, status, limit, offset);
  return { items: rows.map(toOrder), total };
}

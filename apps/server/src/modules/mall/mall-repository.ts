import type { Position } from '@woohoo/shared/location';
import type { AddressInput, MallAsset, MallCategory, OrderStatus } from '@woohoo/shared/mall-rules';
import type { Queryable } from '../../db/db';

/** The mall's queries. No rules here; the services decide. */

export type ProductRow = {
  id: string;
  category: MallCategory;
  name: string;
  description: string;
  images: string[] | string;
  asset: MallAsset;
  price: string;
  stock: number;
};

export type VariantRow = {
  id: string;
  product_id: string;
  size: string | null;
  colour: string | null;
  stock: number;
};

const PRODUCT_COLUMNS = `p.id::text AS id, p.category, p.name, p.description, p.images, p.asset, p.price::text AS price,
  (SELECT COALESCE(sum(v.stock), 0)::int FROM mall_product_variants v WHERE v.product_id = p.id) AS stock`;

/** Products on sale, by category and words of the name or description, in shop order. */
export async function selectProducts(
  db: Queryable,
  filter: { category?: MallCategory; q?: string; limit: number; offset: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = ['p.on_sale'];
  const params: unknown[] = [];
  if (filter.category) {
    params.push(filter.category);
    where.push(`p.category = $${params.length}`);
  }
  if (filter.q) {
    params.push(`%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(p.name ILIKE $${params.length} OR p.description ILIKE $${params.length})`);
  }
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM mall_products p WHERE ${where.join(' AND ')}`,
    params,
  );
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM mall_products p WHERE ${where.join(' AND ')}
      ORDER BY p.sort_order, p.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, filter.limit, filter.offset],
  );
  return { rows, total: count?.total ?? 0 };
}

export async function selectProduct(db: Queryable, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM mall_products p WHERE p.id = $1 AND p.on_sale`,
    [id],
  );
  return row;
}

export function selectVariants(db: Queryable, productId: string): Promise<VariantRow[]> {
  return db.query<VariantRow>(
    `SELECT id::text AS id, product_id::text AS product_id, size, colour, stock
       FROM mall_product_variants WHERE product_id = $1 ORDER BY mall_product_variants.id`,
    [productId],
  );
}

/**
 * Takes `quantity` pieces of a variant when that many are left: one conditional UPDATE, so
 * concurrent orders queue on the row and never take more than there is. False when short.
 */
export async function takeStock(tx: Queryable, variantId: string, quantity: number): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE mall_product_variants SET stock = stock - $2 WHERE id = $1 AND stock >= $2 RETURNING id',
    [variantId, quantity],
  );
  return rows.length === 1;
}

export async function returnStock(tx: Queryable, variantId: string, quantity: number): Promise<void> {
  await tx.query('UPDATE mall_product_variants SET stock = stock + $2 WHERE id = $1', [variantId, quantity]);
}

/** Adds a product unless one with its slug exists; its id, undefined when it existed. */
export async function insertProductIfNew(
  tx: Queryable,
  product: {
    slug: string;
    category: string;
    name: string;
    description: string;
    images: readonly string[];
    asset: string;
    priceWei: bigint;
    sortOrder: number;
  },
): Promise<string | undefined> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO mall_products (slug, category, name, description, images, asset, price, sort_order)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7::numeric, $8)
     ON CONFLICT (slug) DO NOTHING RETURNING id::text AS id`,
    [
      product.slug,
      product.category,
      product.name,
      product.description,
      JSON.stringify(product.images),
      product.asset,
      product.priceWei.toString(),
      product.sortOrder,
    ],
  );
  return row?.id;
}

export async function insertVariant(
  tx: Queryable,
  productId: string,
  variant: { size: string | null; colour: string | null; stock: number },
): Promise<void> {
  await tx.query(
    'INSERT INTO mall_product_variants (product_id, size, colour, stock) VALUES ($1, $2, $3, $4)',
    [productId, variant.size, variant.colour, variant.stock],
  );
}

// Addresses ----------------------------------------------------------------------------------

/** An address as the user saved it, with the optional location of its door. */
export type StoredAddress = AddressInput & { location: Position | null };

/** NUMERIC columns arrive as text, so that no driver rounds them. */
export type AddressRow = AddressInput & {
  id: string;
  user_id: string;
  is_default: boolean;
  latitude: string | null;
  longitude: string | null;
};

const ADDRESS_COLUMNS = `id::text AS id, user_id::text AS user_id, name, phone, region, street, postcode, is_default,
  latitude::text AS latitude, longitude::text AS longitude`;

/** The user's addresses, the default first, then oldest first. */
export function selectUserAddresses(db: Queryable, userId: string): Promise<AddressRow[]> {
  return db.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM mall_addresses WHERE user_id = $1 ORDER BY is_default DESC, id`,
    [userId],
  );
}

/** One of the user's addresses; another user's address is "not found", as if it did not exist. */
export async function selectUserAddress(
  db: Queryable,
  userId: string,
  id: string,
  forUpdate = false,
): Promise<AddressRow | undefined> {
  const [row] = await db.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM mall_addresses WHERE id = $1 AND user_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [id, userId],
  );
  return row;
}

export async function insertAddress(
  tx: Queryable,
  userId: string,
  address: StoredAddress,
  isDefault: boolean,
): Promise<AddressRow> {
  const [row] = await tx.query<AddressRow>(
    `INSERT INTO mall_addresses (user_id, name, phone, region, street, postcode, latitude, longitude, is_default)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${ADDRESS_COLUMNS}`,
    [userId, ...addressValues(address), isDefault],
  );
  if (!row) throw new Error('address insert returned nothing');
  return row;
}

export async function updateAddress(tx: Queryable, id: string, address: StoredAddress): Promise<void> {
  await tx.query(
    `UPDATE mall_addresses SET name = $2, phone = $3, region = $4, street = $5, postcode = $6,
        latitude = $7, longitude = $8, updated_at = now()
      WHERE id = $1`,
    [id, ...addressValues(address)],
  );
}

function addressValues(address: StoredAddress) {
  const { name, phone, region, street, postcode, location } = address;
  return [name, phone, region, street, postcode, location?.latitude ?? null, location?.longitude ?? null];
}

/** Makes `id` the user's only default address. */
export async function setDefaultAddress(tx: Queryable, userId: string, id: string): Promise<void> {
  await tx.query(
    'UPDATE mall_addresses SET is_default = false WHERE user_id = $1 AND is_default AND id <> $2',
    [userId, id],
  );
  await tx.query('UPDATE mall_addresses SET is_default = true WHERE id = $1 AND user_id = $2', [id, userId]);
}

export async function deleteAddress(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM mall_addresses WHERE id = $1', [id]);
}

// Orders -------------------------------------------------------------------------------------

export type OrderRow = {
  id: string;
  user_id: string;
  product_id: string;
  product_name: string;
  product_images: string[] | string;
  variant_id: string;
  size: string | null;
  colour: string | null;
  quantity: number;
  asset: MallAsset;
  unit_price: string;
  total: string;
  /** Orders paid before addresses had a location hold no `location`. */
  address: (AddressInput & { location?: Position | null }) | string;
  status: OrderStatus;
  carrier: string | null;
  tracking_number: string | null;
  created_at: Date;
  shipped_at: Date | null;
  delivered_at: Date | null;
  cancelled_at: Date | null;
};

const ORDER_SELECT = `SELECT o.id::text AS id, o.user_id::text AS user_id, o.product_id::text AS product_id,
    p.name AS product_name, p.images AS product_images, o.variant_id::text AS variant_id, v.size, v.colour,
    o.quantity, o.asset, o.unit_price::text AS unit_price, o.total::text AS total, o.address, o.status,
    o.carrier, o.tracking_number, o.created_at, o.shipped_at, o.delivered_at, o.cancelled_at
  FROM mall_orders o JOIN mall_products p ON p.id = o.product_id JOIN mall_product_variants v ON v.id = o.variant_id`;

export async function insertOrder(
  tx: Queryable,
  order: {
    userId: string;
    productId: string;
    variantId: string;
    quantity: number;
    asset: MallAsset;
    unitPriceWei: bigint;
    totalWei: bigint;
    address: StoredAddress;
  },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO mall_orders (user_id, product_id, variant_id, quantity, asset, unit_price, total, address, status)
     VALUES ($1, $2, $3, $4, $5, $6::numeric, $7::numeric, $8::jsonb, 'paid') RETURNING id::text AS id`,
    [
      order.userId,
      order.productId,
      order.variantId,
      order.quantity,
      order.asset,
      order.unitPriceWei.toString(),
      order.totalWei.toString(),
      JSON.stringify(order.address),
    ],
  );
  if (!row) throw new Error('order insert returned nothing');
  return row.id;
}

/** One order; with `userId`, only when it is that user's (another user's order is "not found"). */
export async function selectOrder(db: Queryable, id: string, userId?: string): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(
    `${ORDER_SELECT} WHERE o.id = $1 AND ($2::bigint IS NULL OR o.user_id = $2::bigint)`,
    [id, userId ?? null],
  );
  return row;
}

/** Locks an order row for a state change and returns its state. */
export async function lockOrder(
  tx: Queryable,
  id: string,
  userId?: string,
): Promise<
  | {
      id: string;
      user_id: string;
      status: OrderStatus;
      variant_id: string;
      quantity: number;
      asset: MallAsset;
      total: string;
    }
  | undefined
> {
  const [row] = await tx.query<{
    id: string;
    user_id: string;
    status: OrderStatus;
    variant_id: string;
    quantity: number;
    asset: MallAsset;
    total: string;
  }>(
    `SELECT id::text AS id, user_id::text AS user_id, status, variant_id::text AS variant_id, quantity, asset,
            total::text AS total
       FROM mall_orders WHERE id = $1 AND ($2::bigint IS NULL OR user_id = $2::bigint) FOR UPDATE`,
    [id, userId ?? null],
  );
  return row;
}

export async function selectUserOrders(
  db: Queryable,
  userId: string,
  filter: { status?: OrderStatus; limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const params: unknown[] = [userId, filter.status ?? null];
  const where = 'o.user_id = $1 AND ($2::text IS NULL OR o.status = $2::text)';
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM mall_orders o WHERE ${where}`,
    params,
  );
  const rows = await db.query<OrderRow>(
    `${ORDER_SELECT} WHERE ${where} ORDER BY o.id DESC LIMIT $3 OFFSET $4`,
    [...params, filter.limit, filter.offset],
  );
  return { rows, total: count?.total ?? 0 };
}

/** Orders by state for the operator, oldest first. */
/** Orders by state (all when null), oldest first, a page of them and how many match. */
export async function selectOrdersByStatus(
  db: Queryable,
  status: OrderStatus | null,
  limit: number,
  offset = 0,
): Promise<{ rows: OrderRow[]; total: number }> {
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM mall_orders o WHERE ($1::text IS NULL OR o.status = $1::text)',
    [status],
  );
  const rows = await db.query<OrderRow>(
    `${ORDER_SELECT} WHERE ($1::text IS NULL OR o.status = $1::text) ORDER BY o.id LIMIT $2 OFFSET $3`,
    [status, limit, offset],
  );
  return { rows, total: Number(count?.n ?? 0) };
}

export async function markCancelled(tx: Queryable, id: string): Promise<void> {
  await tx.query("UPDATE mall_orders SET status = 'cancelled', cancelled_at = now() WHERE id = $1", [id]);
}

export async function markShipped(
  tx: Queryable,
  id: string,
  shipment: { carrier: string; trackingNumber: string; operator: string },
): Promise<void> {
  await tx.query(
    `UPDATE mall_orders SET status = 'shipped', carrier = $2, tracking_number = $3, shipped_by = $4, shipped_at = now()
      WHERE id = $1`,
    [id, shipment.carrier, shipment.trackingNumber, shipment.operator],
  );
}

export async function markDelivered(tx: Queryable, id: string): Promise<void> {
  await tx.query("UPDATE mall_orders SET status = 'delivered', delivered_at = now() WHERE id = $1", [id]);
}

export async function insertLogisticsEvent(
  tx: Queryable,
  event: { orderId: string; text: string; location: string | null; operator: string },
): Promise<void> {
  await tx.query(
    'INSERT INTO mall_logistics_events (order_id, text, location, created_by) VALUES ($1, $2, $3, $4)',
    [event.orderId, event.text, event.location, event.operator],
  );
}

export function selectLogisticsEvents(
  db: Queryable,
  orderId: string,
): Promise<{ text: string; location: string | null; created_at: Date }[]> {
  return db.query(
    'SELECT text, location, created_at FROM mall_logistics_events WHERE order_id = $1 ORDER BY id DESC',
    [orderId],
  );
}

/** Whether a ledger transfer with this key exists: the refund of an order is posted once. */
export async function hasLedgerTransfer(db: Queryable, idempotencyKey: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM ledger_transfers WHERE idempotency_key = $1', [idempotencyKey]);
  return rows.length > 0;
}

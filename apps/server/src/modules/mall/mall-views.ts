import type { DeliveryAddress, MallOrder, Product, ProductSummary } from '@woohoo/shared/api/mall';
import type { Position } from '@woohoo/shared/location';
import type { AddressRow, OrderRow, ProductRow, VariantRow } from './mall-repository';

/** JSONB arrives parsed from PostgreSQL and as text from some drivers; read both. */
function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export function toProductSummary(row: ProductRow): ProductSummary {
  const images = parseJson(row.images);
  return {
    id: row.id,
    category: row.category,
    name: row.name,
    image: images[0] ?? '',
    asset: row.asset,
    price: row.price,
    stock: row.stock,
  };
}

export function toProduct(row: ProductRow, variants: VariantRow[]): Product {
  return {
    ...toProductSummary(row),
    description: row.description,
    images: parseJson(row.images),
    variants: variants.map((v) => ({ id: v.id, size: v.size, colour: v.colour, stock: v.stock })),
  };
}

export function toAddress(row: AddressRow): DeliveryAddress {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    region: row.region,
    street: row.street,
    postcode: row.postcode,
    location: locationOf(row),
    isDefault: row.is_default,
  };
}

/** The stored coordinates as numbers: the double nearest each decimal, which prints back as it. */
export function locationOf(row: Pick<AddressRow, 'latitude' | 'longitude'>): Position | null {
  if (row.latitude === null || row.longitude === null) return null;
  return { latitude: Number(row.latitude), longitude: Number(row.longitude) };
}

export function toOrder(row: OrderRow): MallOrder {
  const address = parseJson(row.address);
  return {
    id: row.id,
    time: new Date(row.created_at).toISOString(),
    status: row.status,
    product: { id: row.product_id, name: row.product_name, image: parseJson(row.product_images)[0] ?? '' },
    variant: { id: row.variant_id, size: row.size, colour: row.colour },
    quantity: row.quantity,
    asset: row.asset,
    unitPrice: row.unit_price,
    total: row.total,
    address: {
      name: address.name,
      phone: address.phone,
      region: address.region,
      street: address.street,
      postcode: address.postcode,
      location: address.location ?? null,
    },
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    shippedAt: iso(row.shipped_at),
    deliveredAt: iso(row.delivered_at),
    cancelledAt: iso(row.cancelled_at),
    refunded: row.status === 'cancelled',
  };
}

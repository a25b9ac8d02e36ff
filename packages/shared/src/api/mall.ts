import { z } from 'zod';
import { LATITUDE_MAX, LONGITUDE_MAX } from '../location';
import { MALL_ASSETS, MALL_CATEGORIES, ORDER_STATUSES } from '../mall-rules';
import { amountSchema } from './money';

/** docs/mall.md: the mall's wire shapes. Amounts are decimal strings of the smallest unit. */

const recordIdSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'An id is a positive whole number');

export const mallCategorySchema = z.enum(MALL_CATEGORIES);
export const mallAssetSchema = z.enum(MALL_ASSETS);
export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const productVariantSchema = z.object({
  id: z.string(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  stock: z.number().int().meta({ description: 'Pieces left of this variant' }),
});

export const productSummarySchema = z.object({
  id: z.string(),
  category: mallCategorySchema,
  name: z.string(),
  image: z.string().meta({ description: 'Path of the first image, served by the web app' }),
  asset: mallAssetSchema,
  price: amountSchema,
  stock: z.number().int().meta({ description: 'Pieces left over every variant' }),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productSchema = productSummarySchema.extend({
  description: z.string(),
  images: z.array(z.string()),
  variants: z.array(productVariantSchema),
});
export type Product = z.infer<typeof productSchema>;

export const productsQuerySchema = z.strictObject({
  category: mallCategorySchema.optional(),
  q: z.string().trim().max(50).optional().meta({ description: 'Words of the name or description' }),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

/** docs/rules.md "Locations on a delivery address": WGS 84 degrees, stored to 5 decimals. */
export const positionSchema = z
  .strictObject({
    latitude: z.number().min(-LATITUDE_MAX).max(LATITUDE_MAX),
    longitude: z.number().min(-LONGITUDE_MAX).max(LONGITUDE_MAX),
  })
  .meta({ description: 'A point on the map in decimal degrees (WGS 84), rounded to 5 decimals' });

export const addressBodySchema = z.strictObject({
  name: z.string().max(400),
  phone: z.string().max(400).meta({ description: 'With its country code: +<code><number>' }),
  region: z.string().max(400),
  street: z.string().max(400),
  postcode: z.string().max(400),
  location: positionSchema
    .nullable()
    .default(null)
    .meta({ description: 'Where the door is, chosen on /choose-location; null or absent for none' }),
  isDefault: z.boolean().default(false),
});
export type AddressBody = z.input<typeof addressBodySchema>;

export const deliveryAddressSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  region: z.string(),
  street: z.string(),
  postcode: z.string(),
  location: positionSchema.nullable(),
  isDefault: z.boolean(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** What deleting a delivery address answers: the id it had. */
export const deletedAddressSchema = z.object({ id: z.string() });

export const createOrderBodySchema = z.strictObject({
  productId: recordIdSchema,
  variantId: recordIdSchema,
  quantity: z.number().int().meta({ description: '1 to 99' }),
  addressId: recordIdSchema,
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

export const ordersQuerySchema = z.strictObject({
  status: orderStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

export const logisticsEventSchema = z.object({
  time: z.string(),
  text: z.string(),
  location: z.string().nullable(),
});

export const orderSchema = z.object({
  id: z.string(),
  time: z.string(),
  status: orderStatusSchema,
  product: z.object({ id: z.string(), name: z.string(), image: z.string() }),
  variant: z.object({ id: z.string(), size: z.string().nullable(), colour: z.string().nullable() }),
  quantity: z.number().int(),
  asset: mallAssetSchema,
  unitPrice: amountSchema,
  total: amountSchema,
  address: z
    .object({
      name: z.string(),
      phone: z.string(),
      region: z.string(),
      street: z.string(),
      postcode: z.string(),
      location: positionSchema.nullable(),
    })
    .meta({ description: 'A copy taken when the order was paid; later edits do not change it' }),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  refunded: z.boolean().meta({ description: 'The payment went back to the balance (cancelled orders)' }),
});
export type MallOrder = z.infer<typeof orderSchema>;

export const orderDetailSchema = orderSchema.extend({
  events: z.array(logisticsEventSchema).meta({ description: 'Logistics timeline, newest first' }),
});
export type MallOrderDetail = z.infer<typeof orderDetailSchema>;

export const shipOrderBodySchema = z.strictObject({
  carrier: z.string().trim().min(1).max(60),
  trackingNumber: z.string().trim().min(3).max(60),
  /** The CLI's operator name; a wallet operator is named by its address. */
  operator: z.string().min(1).max(64).optional(),
});

export const orderEventBodySchema = z.strictObject({
  text: z.string().trim().min(1).max(200),
  location: z.string().trim().min(1).max(100).optional(),
  delivered: z.boolean().default(false),
  operator: z.string().min(1).max(64).optional(),
});

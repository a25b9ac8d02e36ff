import type {
  DeliveryAddress,
  MallOrder,
  MallOrderDetail,
  Product,
  ProductSummary,
  productVariantSchema,
} from '@woohoo/shared/api/mall';
import type { z } from 'zod';

/** The mall API's shapes (packages/shared/src/api/mall.ts), as types only: no zod in the bundle. */
export type { DeliveryAddress, MallOrder, MallOrderDetail, Product, ProductSummary };
export type ProductVariant = z.infer<typeof productVariantSchema>;

import type { OperatorProduct } from '@woohoo/shared/api/operator';
import type { Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { AuditedChange } from '../operator/operator-audit';
import {
  lockOperatorProduct,
  lockVariant,
  type OperatorProductRow,
  selectOperatorProducts,
  updateProduct,
  updateVariantStock,
} from './mall-catalogue-admin-repository';

const toProduct = (r: OperatorProductRow): OperatorProduct => ({
  id: r.id,
  slug: r.slug,
  category: r.category,
  name: r.name,
  asset: r.asset,
  price: r.price,
  onSale: r.on_sale,
  variants: r.variants,
});

/** Every product for the console (off sale too), by words of the name, in shop order, paged. */
export async function listProductsForOperator(
  db: Queryable,
  filter: { q?: string; onSale: 'all' | 'true' | 'false' },
  limit: number,
  offset: number,
): Promise<{ items: OperatorProduct[]; total: number }> {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const onSale = filter.onSale === 'all' ? null : filter.onSale === 'true';
  const { rows, total } = await selectOperatorProducts(db, { pattern, onSale }, limit, offset);
  return { items: rows.map(toProduct), total };
}

async function lockedProduct(db: Queryable, id: string): Promise<OperatorProduct> {
  const row = await lockOperatorProduct(db, id);
  if (!row) throw new AppError('productNotFound');
  return toProduct(row);
}

/** Changes a product's price or takes it on or off sale; orders already paid keep their price. */
export async function changeProduct(
  db: Queryable,
  id: string,
  change: { price?: string; onSale?: boolean },
): Promise<AuditedChange<OperatorProduct>> {
  const before = await lockedProduct(db, id);
  await updateProduct(db, id, change);
  const after = await lockedProduct(db, id);
  return {
    result: after,
    before: { price: before.price, onSale: before.onSale },
    after: { price: after.price, onSale: after.onSale },
  };
}

/** Sets a variant's stock to a counted figure (a stocktake or a delivery from the supplier). */
export async function setStock(
  db: Queryable,
  variantId: string,
  stock: number,
): Promise<AuditedChange<OperatorProduct>> {
  const row = await lockVariant(db, variantId);
  if (!row) throw new AppError('productVariantInvalid');
  await updateVariantStock(db, variantId, stock);
  return { result: await lockedProduct(db, row.product_id), before: { stock: row.stock }, after: { stock } };
}

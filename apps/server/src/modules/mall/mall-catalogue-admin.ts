import type { OperatorProduct } from '@woohoo/shared/api/operator';
import type { Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { AuditedChange } from '../operator/operator-audit';

type ProductRow = {
  id: string;
  slug: string;
  category: string;
  name: string;
  asset: string;
  price: string;
  on_sale: boolean;
  variants: { id: string; size: string | null; colour: string | null; stock: number }[];
};

const SELECT = `SELECT p.id::text AS id, p.slug, p.category, p.name, p.asset, p.price::text AS price, p.on_sale,
    COALESCE((SELECT json_agg(json_build_object('id', v.id::text, 'size', v.size, 'colour', v.colour, 'stock', v.stock)
                ORDER BY v.id) FROM mall_product_variants v WHERE v.product_id = p.id), '[]') AS variants
  FROM mall_products p`;

const toProduct = (r: ProductRow): OperatorProduct => ({
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
  const params: unknown[] = [filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null];
  params.push(filter.onSale === 'all' ? null : filter.onSale === 'true');
  const where = 'WHERE ($1::text IS NULL OR p.name ILIKE $1) AND ($2::boolean IS NULL OR p.on_sale = $2)';
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM mall_products p ${where}`,
    params,
  );
  const rows = await db.query<ProductRow>(
    `${SELECT} ${where} ORDER BY p.sort_order, p.id LIMIT $3 OFFSET $4`,
    [...params, limit, offset],
  );
  return { items: rows.map(toProduct), total: Number(count?.n ?? 0) };
}

async function lockedProduct(db: Queryable, id: string): Promise<OperatorProduct> {
  const [row] = await db.query<ProductRow>(`${SELECT} WHERE p.id = $1 FOR UPDATE OF p`, [id]);
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
  await db.query(
    'UPDATE mall_products SET price = COALESCE($2::numeric, price), on_sale = COALESCE($3, on_sale) WHERE id = $1',
    [id, change.price ?? null, change.onSale ?? null],
  );
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
  const [row] = await db.query<{ product_id: string; stock: number }>(
    'SELECT product_id::text AS product_id, stock FROM mall_product_variants WHERE id = $1 FOR UPDATE',
    [variantId],
  );
  if (!row) throw new AppError('productVariantInvalid');
  await db.query('UPDATE mall_product_variants SET stock = $2 WHERE id = $1', [variantId, stock]);
  return { result: await lockedProduct(db, row.product_id), before: { stock: row.stock }, after: { stock } };
}

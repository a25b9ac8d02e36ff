import type { Queryable } from '../../db/db';

/** A product as the console sees it: off sale too, every variant with its stock. */
export type OperatorProductRow = {
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

/** Products whose name matches `pattern` (an ILIKE pattern, any when null) and sale state, in shop order. */
export async function selectOperatorProducts(
  db: Queryable,
  filter: { pattern: string | null; onSale: boolean | null },
  limit: number,
  offset: number,
): Promise<{ rows: OperatorProductRow[]; total: number }> {
  const params: unknown[] = [filter.pattern, filter.onSale];
  const where = 'WHERE ($1::text IS NULL OR p.name ILIKE $1) AND ($2::boolean IS NULL OR p.on_sale = $2)';
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM mall_products p ${where}`,
    params,
  );
  const rows = await db.query<OperatorProductRow>(
    `${SELECT} ${where} ORDER BY p.sort_order, p.id LIMIT $3 OFFSET $4`,
    [...params, limit, offset],
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** The product, its row locked for this transaction. */
export async function lockOperatorProduct(
  db: Queryable,
  id: string,
): Promise<OperatorProductRow | undefined> {
  const [row] = await db.query<OperatorProductRow>(`${SELECT} WHERE p.id = $1 FOR UPDATE OF p`, [id]);
  return row;
}

/** Sets the price and the sale state, each only when given. */
export async function updateProduct(
  db: Queryable,
  id: string,
  change: { price?: string; onSale?: boolean },
): Promise<void> {
  await db.query(
    'UPDATE mall_products SET price = COALESCE($2::numeric, price), on_sale = COALESCE($3, on_sale) WHERE id = $1',
    [id, change.price ?? null, change.onSale ?? null],
  );
}

/** The variant's product and stock, its row locked for this transaction. */
export async function lockVariant(
  db: Queryable,
  variantId: string,
): Promise<{ product_id: string; stock: number } | undefined> {
  const [row] = await db.query<{ product_id: string; stock: number }>(
    'SELECT product_id::text AS product_id, stock FROM mall_product_variants WHERE id = $1 FOR UPDATE',
    [variantId],
  );
  return row;
}

export async function updateVariantStock(db: Queryable, variantId: string, stock: number): Promise<void> {
  await db.query('UPDATE mall_product_variants SET stock = $2 WHERE id = $1', [variantId, stock]);
}

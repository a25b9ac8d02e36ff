import type { Queryable } from '../db/db';

/** Where a chain worker has got to: the last block it fully processed, and that block's hash then. */
export type ChainCursor = { name: string; blockNumber: bigint; blockHash: string };

type CursorRow = { name: string; block_number: string; block_hash: string };

const toCursor = (row: CursorRow): ChainCursor => ({
  name: row.name,
  blockNumber: BigInt(row.block_number),
  blockHash: row.block_hash,
});

/** The cursor `name`, locked for this transaction; undefined before its first batch. */
export async function selectCursorForUpdate(tx: Queryable, name: string): Promise<ChainCursor | undefined> {
  const [row] = await tx.query<CursorRow>(
    'SELECT name, block_number::text AS block_number, block_hash FROM chain_cursors WHERE name = $1 FOR UPDATE',
    [name],
  );
  return row && toCursor(row);
}

/** Moves the cursor `name` on to the given block (creating it on the first batch). */
export async function saveCursor(
  tx: Queryable,
  name: string,
  blockNumber: bigint,
  blockHash: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO chain_cursors (name, block_number, block_hash) VALUES ($1, $2::bigint, $3)
     ON CONFLICT (name) DO UPDATE SET block_number = EXCLUDED.block_number, block_hash = EXCLUDED.block_hash, updated_at = now()`,
    [name, blockNumber.toString(), blockHash],
  );
}

/** The cursors whose names start with `prefix` (every deposit indexer's of one chain). */
export async function selectCursorsNamed(db: Queryable, prefix: string): Promise<ChainCursor[]> {
  const rows = await db.query<CursorRow>(
    'SELECT name, block_number::text AS block_number, block_hash FROM chain_cursors WHERE starts_with(name, $1)',
    [prefix],
  );
  return rows.map(toCursor);
}

/** The furthest block any cursor whose name starts with `prefix` has reached; undefined before any. */
export async function selectFurthestBlock(db: Queryable, prefix: string): Promise<bigint | undefined> {
  const [row] = await db.query<{ block: string | null }>(
    'SELECT max(block_number)::text AS block FROM chain_cursors WHERE starts_with(name, $1)',
    [prefix],
  );
  return row?.block == null ? undefined : BigInt(row.block);
}

import { mkdirSync } from 'node:fs';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

/**
 * What a caller that opens many instances may hand over instead of having each one start from
 * nothing: a data directory to load (`dumpDataDir`'s tarball) and the WebAssembly already compiled.
 */
export type PgliteStart = Pick<
  PGliteOptions,
  'loadDataDir' | 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle' | 'startParams'
>;

/**
 * Opens the embedded PostgreSQL: on disk in `dataDir`, or in memory when it is undefined. PGlite is
 * a development dependency loaded only here, so the container image, which runs on PostgreSQL
 * (DATABASE_URL), neither installs nor loads it.
 */
export async function openPgliteDb(dataDir?: string, start: PgliteStart = {}): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  return pgliteDb(await PGlite.create({ ...start, ...(dataDir ? { dataDir } : {}) }));
}

/** The server's database interface over an open PGlite instance. */
export function pgliteDb(pg: PGlite): Db {
  const asQueryable = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    // PGlite reads COPY data from its /dev/blob device.
    async copyFrom(sql, chunks) {
      const fromBlob = sql.replace(/\bFROM STDIN\b/i, "FROM '/dev/blob'");
      await q.query(fromBlob, [], { blob: new Blob([...chunks]) });
    },
  });
  return {
    kind: 'pglite',
    ...asQueryable(pg),
    transaction: (fn) => pg.transaction((tx) => fn(asQueryable(tx))),
    // PGlite has a single connection: the session is the database itself.
    withConnection: (fn) => fn(asQueryable(pg)),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    // One instance: a NOTIFY reaches its listeners when the COMMIT that sent it returns.
    async listen(channel, onPayload, onLive) {
      const unlisten = await pg.listen(channel, onPayload);
      onLive?.(true);
      return () => unlisten();
    },
    close: () => pg.close(),
  };
}

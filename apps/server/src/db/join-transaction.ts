import type { Db, Queryable } from './db';

/**
 * A `Db` whose transactions are the given open one: code written against `Db` (services that
 * open their own transaction) joins the caller's transaction instead of starting another, and
 * the caller's commit or rollback decides for all of it (no nesting, no savepoints).
 */
export function joinTransaction(db: Db, tx: Queryable): Db {
  return {
    kind: db.kind,
    query: (sql, params) => tx.query(sql, params),
    copyFrom: (sql, chunks) => tx.copyFrom(sql, chunks),
    transaction: (fn) => fn(tx),
    withConnection: (fn) => fn(tx),
    listen: () => Promise.reject(new Error('listen inside a joined transaction')),
    exec: () => Promise.reject(new Error('exec inside a joined transaction')),
    close: () => Promise.reject(new Error('close inside a joined transaction')),
  };
}

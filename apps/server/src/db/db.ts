/** Anything that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/**
 * The one database interface the server uses, implemented for the embedded PGlite and for a
 * PostgreSQL server, so every repository and migration runs unchanged on both.
 */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: commit when it resolves, roll back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` on one connection kept for its whole duration, for what belongs to a session
   * (a run's advisory lock); queries on the returned connection run outside any transaction.
   */
  withConnection<T>(fn: (conn: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** Anything that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * Runs `COPY <table> (<columns>) FROM STDIN` with rows in COPY's text format (fields joined by
   * tabs, rows ended by newlines; see `copy-text.ts`), sent in the given chunks: the fastest
   * way to write many rows, for bulk writers such as the settlement's reward lines.
   */
  copyFrom(sql: string, chunks: Iterable<string>): Promise<void>;
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
  /**
   * Hears every NOTIFY on `channel` committed from now on by any process; one this process
   * commits is heard before the statement that committed it returns. `onLive(false)` says
   * announcements may be missed from now on (the listening connection is lost), `onLive(true)`
   * that they are whole again: whatever relies on them drops what it holds on both. One
   * announcement may be heard more than once.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onLive?: (live: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

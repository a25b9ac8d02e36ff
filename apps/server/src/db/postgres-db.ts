import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { WarnLog } from '../server-logger';
import * as afterCommit from './announce-after-commit';
import { describeDbError } from './connection-errors';
import type { Db, Queryable } from './db';
import { postgresNotifications } from './postgres-notifications';

/** How often a transaction that lost a deadlock or serialization race is run again. */
const MAX_ATTEMPTS = 5;

/**
 * Statements with parameters are prepared once per connection and run by name afterwards: the
 * server then neither parses nor (on the generic plans the pool asks for below) plans them again.
 * Planning was a third of a money transfer's account statement (0.41 ms of 1.2 ms). The texts
 * are the code's own, so there are few; past this many distinct ones, new texts run unnamed, so a
 * statement built with changing text cannot grow every connection's store without end.
 */
const MAX_PREPARED_STATEMENTS = 1000;
const statementNames = new Map<string, string>();

/** The name `sql` is prepared under, or undefined to run it unnamed. */
function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_PREPARED_STATEMENTS) {
    name = `w${statementNames.size}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** DB_POOL_SIZE's default: connections per process (README "Configuration"). */
export const DEFAULT_DB_POOL_SIZE = 10;
/**
 * DB_STATEMENT_TIMEOUT_MS's default (docs/rules.md "Statement timeout"): no request's statement
 * comes near 30 s, so one that does is stuck and is cancelled rather than holding its connection.
 * The work that legitimately runs longer lifts it for its own transaction: the migrations
 * (db/migrate.ts) and the settlement (settlement-repository.ts `tuneSettlementTransaction`).
 */
export const DEFAULT_DB_STATEMENT_TIMEOUT_MS = 30_000;

export type PostgresPoolOptions = {
  /** Connections the pool opens at most (DB_POOL_SIZE). */
  poolSize?: number;
  /** Every connection's `statement_timeout` (DB_STATEMENT_TIMEOUT_MS); 0 never cancels. */
  statementTimeoutMs?: number;
  /** Where a lost connection is told: the server's logger (server-logger.ts); the console by default. */
  log?: WarnLog;
};

/** Connects to a PostgreSQL server through a pool. */
export async function openPostgresDb(
  connectionString: string,
  {
    poolSize = DEFAULT_DB_POOL_SIZE,
    statementTimeoutMs = DEFAULT_DB_STATEMENT_TIMEOUT_MS,
    log = console,
  }: PostgresPoolOptions = {},
): Promise<Db> {
  // Generic plans: a prepared statement is planned once per connection, not on every run. Left
  // to choose, the server planned every page query anew (a LIMIT $n costs more in a generic plan,
  // so it never wins), 0.72 ms of planning for 0.025 ms of running the rewards page under the
  // mix. The settlement's statements over whole days ask for plans made for their values
  // (settlement-repository.ts `tuneSettlementTransaction`).
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    options: `-c plan_cache_mode=force_generic_plan -c statement_timeout=${Math.trunc(statementTimeoutMs)}`,
  });
  // A connection the server ends (restart, failover, pg_terminate_backend) must not crash the
  // process. pg emits 'error' on the client, and pg-pool listens only while the client is idle:
  // one ended in the middle of a request's transaction emits with nobody listening, which
  // throws. So every client gets its own listener for its whole life; the request's query has
  // already failed with the cause (the caller answers 503), and release() drops the dead client.
  pool.on('connect', (client) => {
    let told = false;
    client.on('error', (error) => {
      if (told) return;
      told = true;
      log.warn(
        `postgres: connection closed by the server (${describeDbError(error)}); the pool opens another`,
      );
    });
  });
  // The pool's own event for an idle client: said once already by the client's listener above.
  pool.on('error', () => undefined);
  // Fail at start-up, with the server's own message, rather than on the first request.
  const probe = await pool.connect();
  try {
    // A process announces its commits right after them (announce-after-commit.ts): one killed in
    // between left the others holding the users it changed. Such a process is started again by
    // whatever runs it, so every process announces every user once as it starts: the others'
    // caches drop what they hold, and a change a crash left unannounced shows once it is back.
    await afterCommit.announce(probe, [afterCommit.EVERY_USER]);
    probe.release();
  } catch (error) {
    // Not started: the connection and the pool go, so nothing keeps the process alive.
    probe.release(error as Error);
    await pool.end();
    throw error;
  }
  const notifications = postgresNotifications(connectionString, log);
  const prepared = new WeakSet<pg.ClientBase>();
  // Every connection handed out has the table its transactions gather their changed users in
  // (announce-after-commit.ts).
  const checkout = async () => {
    const client = await pool.connect();
    try {
      if (!prepared.has(client)) {
        await client.query(afterCommit.PREPARE_SESSION);
        prepared.add(client);
      }
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    return client;
  };
  // One statement on a connection of its own; a failed one's connection is not reused.
  const onOwnConnection = async <T>(run: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await checkout();
    try {
      const result = await run(client);
      client.release();
      return result;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  };
  const copyOn = async (client: pg.PoolClient, sql: string, chunks: Iterable<string>) => {
    await pipeline(Readable.from(chunks), client.query(copyFrom(sql)));
  };
  // Without parameters a statement goes through the simple protocol (a script of several runs).
  const rowsOf = async <T>(client: pg.PoolClient, sql: string, params: readonly unknown[]) =>
    (params.length === 0
      ? await client.query(sql)
      : await client.query({ name: statementName(sql), text: sql, values: params as unknown[] })
    ).rows as T[];
  // A transaction's statements share its one connection, and a caller may start several at once
  // (a report's reads under Promise.all): they go to the connection one after another.
  // node-postgres queued such calls itself, but deprecates that and drops it in pg 9.
  const onClient = (client: pg.PoolClient): Queryable => {
    let previous: Promise<unknown> = Promise.resolve();
    const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
      const next = previous.then(run);
      previous = next.catch(() => undefined);
      return next;
    };
    return {
      query: (sql, params = []) => inTurn(() => rowsOf(client, sql, params)),
      copyFrom: (sql, chunks) => inTurn(() => copyOn(client, sql, chunks)),
    };
  };
  const db: Db = {
    kind: 'postgres',
    // A statement that may write runs as a transaction of its own, so that the users it changed
    // are announced after its commit like any transaction's (here at once, then to the others);
    // a read needs no more than one round trip.
    query: (sql, params = []) =>
      mayWrite(sql)
        ? db.transaction((tx) => tx.query(sql, params))
        : onOwnConnection((client) => rowsOf(client, sql, params)),
    copyFrom: (sql, chunks) => onOwnConnection((client) => copyOn(client, sql, chunks)),
    async transaction(fn) {
      for (let attempt = 1; ; attempt++) {
        const client = await checkout();
        let changed: afterCommit.Committed;
        let result: Awaited<ReturnType<typeof fn>>;
        try {
          await client.query(afterCommit.BEGIN);
          result = await fn(onClient(client));
          changed = await afterCommit.commit(client);
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          // A deadlock or serialization failure left nothing behind: run the whole unit again.
          const code = (error as { code?: string }).code;
          client.release();
          if (attempt < MAX_ATTEMPTS && (code === '40P01' || code === '40001')) continue;
          throw error;
        }
        try {
          // This process hears its own commit before the code that made it goes on; the other
          // processes hear it from the announcement (postgres-notifications.ts).
          for (const userId of changed.heard)
            notifications.hearLocally(afterCommit.USER_CHANGED_CHANNEL, userId);
          if (changed.announced.length > 0) await afterCommit.announce(client, changed.announced);
          client.release();
        } catch (error) {
          // Committed, but not announced (the connection was lost): this process forgets every
          // user at once, and tells the others to on another connection. Should that fail too,
          // the others keep what they hold until the entries expire (cache/user-caches.ts), or
          // until they lose the server themselves and drop everything.
          log.warn(`postgres: announcing changed users failed (${describeDbError(error)})`);
          client.release(error as Error);
          notifications.hearLocally(afterCommit.USER_CHANGED_CHANNEL, afterCommit.EVERY_USER);
          await onOwnConnection((other) => afterCommit.announce(other, [afterCommit.EVERY_USER])).catch(
            (again: unknown) =>
              log.warn(`postgres: announcing every user failed too (${describeDbError(again)})`),
          );
        }
        return result;
      }
    },
    async withConnection(fn) {
      const client = await checkout();
      try {
        return await fn(onClient(client));
      } finally {
        client.release();
      }
    },
    // A script of several statements goes through the simple protocol (no parameters).
    exec: async (sql) => {
      await pool.query(sql);
    },
    listen: notifications.listen,
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
  return db;
}

/**
 * Whether a statement may change rows: one that names a data-changing command anywhere (a
 * data-modifying WITH included). A read misjudged as a write only costs two round trips more;
 * the schema has no function that writes when called from a SELECT.
 */
export function mayWrite(sql: string): boolean {
  return /\b(INSERT|UPDATE|DELETE|MERGE|TRUNCATE|COPY)\b/i.test(sql);
}

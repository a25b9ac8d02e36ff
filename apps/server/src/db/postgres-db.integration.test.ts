import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDbs } from '../testing/fresh-dbs';
import { createTestDb } from '../testing/test-db';
import { isDatabaseUnreachable } from './connection-errors';
import type { Db } from './db';
import { mayWrite } from './postgres-db';

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

/** Waits until a statement is running on another backend of this database; answers its pid. */
async function runningBackend(db: Db, statement: string): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const [row] = await db.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND state = 'active' AND query = $1 AND pid <> pg_backend_pid()`,
      [statement],
    );
    if (row) return row.pid;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`nothing ran ${statement}`);
}

/**
 * A PostgreSQL connection the server ends (pg_terminate_backend, a failover) must fail only the
 * work that was on it. pg emits 'error' on a client whose connection ends, and pg-pool listens only
 * while the client is idle: one ended mid-transaction used to throw that event at the process and
 * take it down.
 */
describe.skipIf(!process.env.DATABASE_URL)('a PostgreSQL connection ended by the server', () => {
  const opened: { drop: () => Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((d) => d.drop()));
  });

  it('fails the transaction it carried with a connection error, writes nothing, and the pool goes on', async () => {
    const test = await createTestDb('postgres');
    opened.push(test);
    const { db } = test;
    await db.query('CREATE TABLE notes (n INT)');
    const sleep = 'SELECT pg_sleep(30)';
    const cut = db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes VALUES (1)');
      await tx.query(sleep);
    });
    const outcome = cut.then(
      () => 'committed',
      (error: unknown) => error,
    );
    await db.query('SELECT pg_terminate_backend($1)', [await runningBackend(db, sleep)]);
    expect(isDatabaseUnreachable(await outcome)).toBe(true);
    await settle();
    expect(await db.query('SELECT n FROM notes')).toEqual([]);
    await db.transaction((tx) => tx.query('INSERT INTO notes VALUES (2)'));
    expect(await db.query('SELECT n FROM notes')).toEqual([{ n: 2 }]);
  });

  it('survives every idle pooled connection being ended at once', async () => {
    const test = await createTestDb('postgres');
    opened.push(test);
    const { db } = test;
    // Several clients in the pool, all idle afterwards.
    await Promise.all([1, 2, 3, 4].map(() => db.query('SELECT pg_sleep(0.05)')));
    const [ended] = await db.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    expect(ended?.n).toBeGreaterThan(0);
    await settle();
    expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('statements on a PostgreSQL connection', () => {
  const freshDb = freshDbs('postgres');

  it('prepares a statement with parameters once per connection and runs it by name on a generic plan', async () => {
    const test = await freshDb();
    const statement = 'SELECT $1::int + 1 AS n';
    const seen = await test.db.withConnection(async (conn) => {
      for (const n of [1, 2, 3]) expect(await conn.query(statement, [n])).toEqual([{ n: n + 1 }]);
      // A script without parameters still runs whole through the simple protocol.
      await conn.query('SELECT 1; SELECT 2');
      return conn.query<{ statement: string; generic: number; custom: number }>(
        'SELECT statement, generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements',
      );
    });
    // Planned once, generically: no run plans it again.
    expect(seen).toEqual([{ statement, generic: 3, custom: 0 }]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('announcements on a PostgreSQL pool', () => {
  const freshDb = freshDbs('postgres');

  it('only the dedicated connection listens, and a commit is heard here before it returns', async () => {
    const test = await freshDb();
    const heard: string[] = [];
    const stop = await test.db.listen('user_changed', (payload) => heard.push(payload));
    const [user] = await test.db.query<{ id: string }>(
      `INSERT INTO users (address) VALUES ('0x${'ab'.repeat(20)}') RETURNING id::text AS id`,
    );
    heard.length = 0;
    // An autocommit write, as a transaction of its own: announced after its commit, heard at once.
    await test.db.query('UPDATE users SET pid = NULL WHERE id = $1', [user!.id]);
    expect(heard).toContain(user!.id);
    const channels = await test.db.withConnection((conn) =>
      conn.query<{ channel: string }>('SELECT pg_listening_channels() AS channel'),
    );
    expect(channels).toEqual([]);
    await stop();
  });
});

describe('which statements may write', () => {
  it('tells reads from writes, a data-modifying WITH included', () => {
    expect(mayWrite('SELECT id FROM users WHERE updated_at > $1')).toBe(false);
    expect(mayWrite('SELECT count(*) FROM ledger_entries')).toBe(false);
    expect(mayWrite('UPDATE users SET pid = $2 WHERE id = $1')).toBe(true);
    expect(mayWrite('insert into notes values (1)')).toBe(true);
    expect(mayWrite('WITH gone AS (DELETE FROM sessions RETURNING id) SELECT count(*) FROM gone')).toBe(true);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("a transaction's statements started together", () => {
  it('go to its connection one after another, each with its own answer', async () => {
    const test = await createTestDb('postgres');
    // How many statements each connection has been handed and not yet answered, at most.
    const pending = new WeakMap<object, number>();
    let most = 0;
    const original = pg.Client.prototype.query;
    const counting = function (this: pg.Client, ...args: unknown[]) {
      const handed = (pending.get(this) ?? 0) + 1;
      pending.set(this, handed);
      most = Math.max(most, handed);
      const answer = (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      void answer.finally(() => pending.set(this, (pending.get(this) ?? 1) - 1)).catch(() => undefined);
      return answer;
    };
    pg.Client.prototype.query = counting as typeof original;
    try {
      const answers = await test.db.transaction((tx) =>
        Promise.all([1, 2, 3].map((n) => tx.query<{ n: number }>('SELECT $1::int AS n', [n]))),
      );
      expect(answers).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
    } finally {
      pg.Client.prototype.query = original;
      await test.drop();
    }
    expect(most).toBe(1);
  });
});

// The floor of a day's settlement on this database: what moving its data costs with no
// computation at all, so the end-to-end time can be read against it (floor_ratio = e2e / floor).
//   - read: the rows the settlement loader reads (the day's tree, performance, orders, running
//     stakes, node holdings, fees), streamed with COPY ... TO STDOUT and thrown away: no
//     aggregation in SQL, no parsing in JavaScript;
//   - write: the rows the settlement wrote (its reward lines, and the ledger transfers and entries
//     that paid them), written again with COPY ... FROM STDIN;
//   - credit: the balance credits (DESIGN: every balance change is a ledger entry and its
//     account's balance): each credited account's net change COPY'd into a staging table, then
//     one UPDATE ... FROM of the accounts.
// The rows to write are the end-to-end run's own, read back untimed after it, and go into empty
// copies of the tables (same columns, defaults, checks and indexes; no foreign keys, no triggers),
// and the credits into a full copy of the accounts (filled untimed, its pages as full as the
// table's fillfactor leaves them), all dropped after: a lower bound, not a settlement.
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DayWindow } from '@woohoo/shared/settlement/settlement-day';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { BenchDb } from './bench-db';

/** What the settlement wrote, per table, as COPY text chunks. */
export type Written = { table: string; chunks: Buffer[]; rows: number }[];

const literal = (at: Date) => `'${at.toISOString()}'::timestamptz`;

/** The selections of the settlement loader (settlement-loader.ts), as plain rows. */
function inputSelections(window: DayWindow): string[] {
  const start = literal(window.start);
  const end = literal(window.end);
  return [
    `SELECT id, referrer_id FROM users WHERE created_at < ${end}`,
    // The performance of every user up to the day's end, the day's orders among them.
    `SELECT source, id, user_id, amount, created_at FROM performance_orders WHERE created_at < ${end}`,
    `SELECT id, user_id, cost FROM woohoo_orders WHERE created_at >= ${start} AND created_at < ${end}`,
    `SELECT id, user_id, amount, daily_rate_bps, accelerable_total, accelerable_used FROM stake_orders
      WHERE created_at < ${start} AND expires_at > ${start} AND accelerable_used < accelerable_total`,
    `SELECT user_id, kind, shares FROM node_orders WHERE created_at < ${end}`,
    `SELECT e.delta FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.owner = 'sys:fees' AND a.asset = 'USDT' AND e.delta > 0
        AND e.created_at >= ${start} AND e.created_at < ${end}`,
  ];
}

/** The rows the settlement of `day` wrote, in the order of their tables' ids. */
function writtenSelections(day: string): { table: string; select: string }[] {
  // The posting's transfers are keyed reward:<day>:<kind>:<users> (settlement-posting.ts).
  const rewardTransfers = `idempotency_key LIKE 'reward:${day}:%'`;
  return [
    { table: 'rewards', select: `SELECT * FROM rewards WHERE day = '${day}' ORDER BY id` },
    {
      table: 'ledger_transfers',
      select: `SELECT * FROM ledger_transfers WHERE ${rewardTransfers} ORDER BY id`,
    },
    {
      table: 'ledger_entries',
      select: `SELECT * FROM ledger_entries
                WHERE transfer_id IN (SELECT id FROM ledger_transfers WHERE ${rewardTransfers}) ORDER BY id`,
    },
  ];
}

async function withClient<T>(bench: BenchDb, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: bench.url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Streams `COPY (select) TO STDOUT` into `keep` (each chunk); resolves with the rows sent. */
async function copyOut(client: pg.Client, select: string, keep: (chunk: Buffer) => void): Promise<number> {
  let rows = 0;
  await pipeline(
    client.query(copyTo(`COPY (${select}) TO STDOUT`)),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) rows++;
        keep(chunk);
        done();
      },
    }),
  );
  return rows;
}

/** Reads the loader's rows with COPY and drops them: the read half of the floor. */
export async function readFloor(bench: BenchDb, window: DayWindow): Promise<{ ms: number; rows: number }> {
  return withClient(bench, async (client) => {
    const started = performance.now();
    let rows = 0;
    for (const select of inputSelections(window)) rows += await copyOut(client, select, () => undefined);
    return { ms: performance.now() - started, rows };
  });
}

/** The rows the settlement of `day` wrote, read back as COPY text (untimed). */
export async function readWritten(bench: BenchDb, day: string): Promise<Written> {
  return withClient(bench, async (client) => {
    const written: Written = [];
    for (const { table, select } of writtenSelections(day)) {
      const chunks: Buffer[] = [];
      const rows = await copyOut(client, select, (chunk) => chunks.push(chunk));
      written.push({ table, chunks, rows });
    }
    return written;
  });
}

/** The chunks as text one at a time, as the writer asks for them (the rows are ASCII). */
function* asText(chunks: readonly Buffer[]): Generator<string> {
  for (const chunk of chunks) yield chunk.toString('latin1');
}

/** Writes `written` again with COPY into empty copies of its tables: the write half of the floor. */
export async function writeFloor(bench: BenchDb, written: Written): Promise<{ ms: number; rows: number }> {
  const copies = written.map((w) => `floor_${w.table}`);
  for (const [i, w] of written.entries()) {
    await bench.db.query(`CREATE TABLE ${copies[i]} (LIKE ${w.table} INCLUDING ALL)`);
  }
  try {
    const started = performance.now();
    let rows = 0;
    for (const [i, w] of written.entries()) {
      await bench.db.copyFrom(`COPY ${copies[i]} FROM STDIN`, asText(w.chunks));
      rows += w.rows;
    }
    return { ms: performance.now() - started, rows };
  } finally {
    for (const copy of copies) await bench.db.query(`DROP TABLE IF EXISTS ${copy}`);
  }
}

/** Each account the settlement of `day` credited and its net change, as COPY text (untimed). */
export async function readCredits(bench: BenchDb, day: string): Promise<Written[number]> {
  return withClient(bench, async (client) => {
    const chunks: Buffer[] = [];
    const rows = await copyOut(
      client,
      `SELECT account_id, sum(delta) FROM ledger_entries
        WHERE transfer_id IN (SELECT id FROM ledger_transfers WHERE idempotency_key LIKE 'reward:${day}:%')
        GROUP BY account_id ORDER BY account_id`,
      (chunk) => chunks.push(chunk),
    );
    return { table: 'ledger_accounts', chunks, rows };
  });
}

/**
 * Credits `credits` to a copy of the accounts: COPY into a staging table, then one UPDATE ... FROM.
 * The copy (every account, the table's own fillfactor, vacuumed and analysed as autovacuum leaves
 * a live table) is made untimed.
 */
export async function creditFloor(
  bench: BenchDb,
  credits: Written[number],
): Promise<{ ms: number; rows: number }> {
  const [options] = await bench.db.query<{ with: string }>(
    `SELECT coalesce(' WITH (' || array_to_string(reloptions, ', ') || ')', '') AS with
       FROM pg_class WHERE oid = 'ledger_accounts'::regclass`,
  );
  await bench.db.query(
    `CREATE TABLE floor_accounts (LIKE ledger_accounts INCLUDING ALL)${options?.with ?? ''}`,
  );
  try {
    await bench.db.query('INSERT INTO floor_accounts SELECT * FROM ledger_accounts');
    await bench.db.exec('VACUUM ANALYZE floor_accounts');
    const started = performance.now();
    await bench.db.transaction(async (tx) => {
      await tx.query('CREATE TEMP TABLE floor_credits (account_id bigint, delta numeric) ON COMMIT DROP');
      await tx.copyFrom('COPY floor_credits FROM STDIN', asText(credits.chunks));
      await tx.query(
        'UPDATE floor_accounts a SET balance = a.balance + c.delta FROM floor_credits c WHERE a.id = c.account_id',
      );
    });
    return { ms: performance.now() - started, rows: credits.rows };
  } finally {
    await bench.db.query('DROP TABLE IF EXISTS floor_accounts');
  }
}

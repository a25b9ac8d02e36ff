// The floor of the mix's writes on this machine, measured in the same run: pgbench's built-in
// TPC-B-like script (five statements a transaction: three account updates, a select, an insert,
// each transaction committed and flushed) against the same PostgreSQL server, with as many
// clients as the replicas' pools hold connections: what the database alone commits a second in
// small updating transactions, against which writes_per_s / floor_tps reads the mix's writes
// (each one a transaction of a few account updates and inserts, plus its checks). It runs in a scratch database of its own, dropped after.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createEmptyDb } from '../settlement/bench-db';

const run = promisify(execFile);

/** pgbench's binary (BENCH_MIX_PGBENCH_BIN overrides it). */
const PGBENCH = process.env.BENCH_MIX_PGBENCH_BIN ?? '/usr/bin/pgbench';
/** Seconds of each floor run (BENCH_MIX_PGBENCH_SECONDS). */
const SECONDS = Number(process.env.BENCH_MIX_PGBENCH_SECONDS ?? 15);
/** pgbench's worker threads. */
const THREADS = 2;

export type Floor = { tps: number; clients: number; scale: number; seconds: number };

/** The tps pgbench reports, from its summary ("tps = 1234.5 (without initial connection time)"). */
export function parseTps(output: string): number {
  const match = /^tps = ([\d.]+) \(without initial connection time\)/m.exec(output);
  if (!match) throw new Error(`pgbench printed no tps:\n${output}`);
  return Number(match[1]);
}

/**
 * Initialises a scratch database at `scale` (BENCH_MIX_PGBENCH_SCALE; by default one branch a
 * client, pgbench's own advice, so the clients do not all queue on one branch row), runs the
 * script with `clients` clients for SECONDS, drops the database and answers the tps.
 */
export async function pgbenchFloor(clients: number, tag: string): Promise<Floor> {
  const scale = Number(process.env.BENCH_MIX_PGBENCH_SCALE ?? clients);
  const scratch = await createEmptyDb(`woohoo_bench_pgbench_${tag}_${process.pid}`);
  try {
    await run(PGBENCH, ['-i', '-q', '-s', String(scale), scratch.url]);
    const { stdout } = await run(PGBENCH, [
      '-c',
      String(clients),
      '-j',
      String(THREADS),
      '-T',
      String(SECONDS),
      scratch.url,
    ]);
    return { tps: parseTps(stdout), clients, scale, seconds: SECONDS };
  } finally {
    await scratch.drop();
  }
}

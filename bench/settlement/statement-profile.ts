// BENCH_SETTLEMENT_PROFILE=1: times every statement the settlement sends to PostgreSQL, grouped
// by its first words, to show where the end-to-end time goes (a diagnostic, off by default).
import pg from 'pg';

type Stat = { calls: number; ms: number };
const stats = new Map<string, Stat>();
/** A statement slower than this is printed as it finishes. */
const SLOW_MS = 2_000;

const labelOf = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 70);

/** Wraps pg's client query so each statement's wall time is added to its label's total. */
export function profileStatements(): void {
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    const sql = typeof first === 'string' ? first : ((first as { text?: string })?.text ?? '?');
    const started = performance.now();
    const result = original.apply(this, args);
    // A COPY is a pg-copy-streams stream handed to query, timed until it has finished.
    const copy = first as { pipe?: unknown; once?: (event: string, listener: () => void) => void };
    const ended =
      result instanceof Promise
        ? result
        : typeof copy?.pipe === 'function' && typeof copy.once === 'function'
          ? new Promise<void>((resolve) => {
              copy.once?.('finish', resolve);
              copy.once?.('end', resolve);
              copy.once?.('close', resolve);
            })
          : undefined;
    if (ended) {
      const done = () => {
        const stat = stats.get(labelOf(sql)) ?? { calls: 0, ms: 0 };
        stat.calls++;
        const took = performance.now() - started;
        stat.ms += took;
        if (took > SLOW_MS) console.log(`    slow statement: ${Math.round(took)} ms ${labelOf(sql)}`);
        stats.set(labelOf(sql), stat);
      };
      ended.then(done, done);
    }
    return result;
  } as typeof pg.Client.prototype.query;
}

/** Prints the statements that took the most time since the last call, and forgets them. */
export function printStatementProfile(top = 15): void {
  const sorted = [...stats.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, top);
  console.log('  statements by total time:');
  for (const [label, stat] of sorted) {
    console.log(
      `    ${Math.round(stat.ms).toString().padStart(8)} ms ${stat.calls.toString().padStart(6)}x  ${label}`,
    );
  }
  stats.clear();
}

/** Forgets what was timed so far (the seeding's statements). */
export function resetStatementProfile(): void {
  stats.clear();
}

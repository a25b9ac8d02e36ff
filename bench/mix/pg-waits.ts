// Where the database's time goes under the mix: pg_stat_activity sampled every 50 ms while the
// mix runs, each busy backend counted by what it waits for (a lock, the WAL flush of a commit,
// nothing: on CPU) and the statement it runs. A diagnostic beside the figures, not a figure.
import pg from 'pg';

const EVERY_MS = 50;

export type PgWaits = {
  /** Counts only while `on` is true (the mix's slices, not the bare route's). */
  setOn: (on: boolean) => void;
  stop: () => Promise<void>;
  print: (top?: number) => void;
};

export async function samplePgWaits(url: string, database: string): Promise<PgWaits> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts = new Map<string, number>();
  let samples = 0;
  let on = false;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      if (on) {
        const { rows } = await client.query<{ wait: string; query: string }>(
          `SELECT coalesce(wait_event_type || ':' || wait_event, 'on CPU') AS wait,
                  regexp_replace(left(query, 200), '\\s+', ' ', 'g') AS query
             FROM pg_stat_activity
            WHERE datname = $1 AND pid <> pg_backend_pid() AND state = 'active'`,
          [database],
        );
        samples++;
        for (const row of rows) {
          const key = `${row.wait.padEnd(28)} ${row.query.slice(0, 90)}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
      await new Promise((done) => setTimeout(done, EVERY_MS));
    }
  })();
  return {
    setOn: (value) => {
      on = value;
    },
    stop: async () => {
      stopped = true;
      await loop;
      await client.end();
    },
    print: (top = 15) => {
      const byWait = new Map<string, number>();
      let busy = 0;
      for (const [key, n] of counts) {
        const wait = key.slice(0, 28).trim();
        byWait.set(wait, (byWait.get(wait) ?? 0) + n);
        busy += n;
      }
      console.log(
        `  PostgreSQL under the mix: ${(busy / Math.max(1, samples)).toFixed(1)} backends busy on average ` +
          `(${samples} samples); by what they wait for:`,
      );
      for (const [wait, n] of [...byWait].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
        console.log(`    ${((100 * n) / busy).toFixed(0).padStart(3)}%  ${wait}`);
      }
      console.log('  busiest (wait, statement):');
      for (const [key, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, top)) {
        console.log(`    ${((100 * n) / busy).toFixed(0).padStart(3)}%  ${key}`);
      }
    },
  };
}

// The restore drill's rules, pure (docs/launch.md "Backups and the restore drill"): what a dump's
// COPY text says it holds, and what a restored database must show against it.

/** `COPY public.users (id, address) FROM stdin;`: a table's data section begins. */
const COPY_START = /^COPY (\S+)(?: \(.*\))? FROM stdin;$/;
/** The line that ends a COPY data section. */
const COPY_END = '\\.';

/**
 * Rows per table in pg_restore's `--data-only` text: one line per row between a COPY line and its
 * `\.` (COPY text escapes a newline inside a value as `\n`, so a row is always one line).
 */
export async function countCopyRows(
  lines: AsyncIterable<string> | Iterable<string>,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  let table: string | undefined;
  for await (const line of lines) {
    if (table === undefined) {
      const start = COPY_START.exec(line);
      if (start?.[1]) {
        table = start[1];
        counts.set(table, counts.get(table) ?? 0);
      }
    } else if (line === COPY_END) table = undefined;
    else counts.set(table, (counts.get(table) ?? 0) + 1);
  }
  if (table !== undefined) throw new Error(`the dump ends inside the data of ${table}: it is cut short`);
  return counts;
}

/** Every table whose restored row count is not the dump's, in words; empty when nothing is lost. */
export function rowCountProblems(
  dumped: ReadonlyMap<string, number>,
  restored: ReadonlyMap<string, number>,
): string[] {
  const tables = [...new Set([...dumped.keys(), ...restored.keys()])].sort();
  return tables.flatMap((table) => {
    const want = dumped.get(table);
    const found = restored.get(table);
    if (want === undefined) return [`${table}: in the restored database but not in the dump`];
    if (found === undefined)
      return [`${table}: ${want} rows in the dump, the table is missing after the restore`];
    return want === found ? [] : [`${table}: ${want} rows in the dump, ${found} after the restore`];
  });
}

/**
 * The restored schema against this release's migrations: a dump newer than the code cannot be
 * served by it (its migrations are unknown here); an older one is migrated forward when the service
 * starts (MIGRATE_ON_START), which the drill reports and the service then does.
 */
export function migrationProblem(restored: string | undefined, newest: string): string | undefined {
  if (restored === undefined)
    return 'the restored database has no schema_migrations: not a dump of this service';
  if (restored > newest)
    return `the dump is at migration ${restored}, newer than this release's ${newest}: restore it with its own release`;
  return undefined;
}

export type DrillFigures = {
  dumpMs: number | undefined;
  restoreMs: number;
  readyMs: number | undefined;
  tables: number;
  rows: number;
  migration: string;
  invariant: 'ok' | 'broken';
  database: string;
};

/** The drill's one summary line (docs/launch.md says what each field means). */
export function summaryLine(f: DrillFigures): string {
  return [
    'drill',
    `dump_ms=${f.dumpMs ?? 'none'}`,
    `restore_ms=${f.restoreMs}`,
    `ready_ms=${f.readyMs ?? 'none'}`,
    `tables=${f.tables}`,
    `rows=${f.rows}`,
    `migration=${f.migration}`,
    `invariant=${f.invariant}`,
    `database=${f.database}`,
  ].join(' ');
}

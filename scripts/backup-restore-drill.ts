#!/usr/bin/env node
// `npm run drill`: the backup and restore drill (docs/launch.md "Backups and the restore drill").
// Dumps the database (pg_dump --format=custom), restores the dump into a database that did not
// exist before, checks it (migration, rows per table against the dump's, the ledger invariant),
// starts the service on it as the image does and waits for /api/ready, then prints one line:
//
//   drill dump_ms=<n> restore_ms=<n> ready_ms=<n> tables=<n> rows=<n> migration=<v> invariant=ok database=<name>
//
//   npm run drill                              dump DATABASE_URL's database, restore, serve, drop
//   npm run drill -- --source <url> --out f    dump <url> to f (kept), restore, serve, drop the copy
//   npm run drill -- --from nightly.dump       restore a dump taken before (the backup itself)
//   options: --server <url> (where to restore: the source's server by default), --role api|worker|all
//   (PROCESS_ROLE of the service: api by default), --keep (keep the drill database and the dump),
//   --stay (serve until SIGINT/SIGTERM), --skip-build
//
// The service gets this process's environment with DATABASE_URL, PORT and PROCESS_ROLE replaced:
// give it a Redis database of its own. Exit code 0: restored, checked and ready; 1: a check or
// the service failed (the problems on standard error); 2: bad usage; 130: stopped by a signal
// before it was done.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { summaryLine } from './drill/drill-rules';
import {
  createFreshDatabase,
  dropDatabase,
  dumpDatabase,
  dumpRowCounts,
  restoreDump,
} from './drill/pg-tools';
import { checkRestored } from './drill/restored-checks';
import { buildServer, startService } from './drill/service';

const ROLES = ['api', 'worker', 'all'];

function usage(message: string): never {
  console.error(`drill: ${message} (see the head of scripts/backup-restore-drill.ts)`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    source: { type: 'string' },
    from: { type: 'string' },
    out: { type: 'string' },
    server: { type: 'string' },
    role: { type: 'string', default: 'api' },
    keep: { type: 'boolean', default: false },
    stay: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
  },
  strict: true,
});
if (values.from && (values.source || values.out))
  usage('--from restores a dump taken before: not with --source or --out');
const source = values.from ? undefined : (values.source ?? process.env.DATABASE_URL);
if (!values.from && !source) usage('give --source <url>, DATABASE_URL or --from <dump file>');
const serverUrl = values.server ?? source ?? process.env.DATABASE_URL;
if (!serverUrl) usage('give --server <url> (or DATABASE_URL): the PostgreSQL server to restore onto');
if (!ROLES.includes(values.role)) usage(`--role must be one of ${ROLES.join(', ')}`);

const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const name = `woohoo_drill_${stamp}_${process.pid}`;
const dumpFile = values.from ?? values.out ?? join(tmpdir(), `${name}.dump`);
/** A dump the drill took only for itself is removed with the drill database. */
const ownDump = !values.from && !values.out;
/** The service's stop from the moment it is started (it may not be ready yet). */
let stopService: (() => Promise<void>) | undefined;
let created = false;
/** SIGINT or SIGTERM: ends `--stay` (exit code 0), or cuts a drill short (130); the clean-up runs. */
const stopSignal = new Promise<'stopped'>((resolve) => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve('stopped'));
});
let serving = false;

async function cleanUp(): Promise<void> {
  await stopService?.();
  if (values.keep) {
    if (created) console.error(`drill: kept database ${name}${ownDump ? ` and dump ${dumpFile}` : ''}`);
    return;
  }
  if (created) await dropDatabase(serverUrl as string, name);
  if (ownDump) rmSync(dumpFile, { force: true });
}

async function drill(): Promise<number> {
  let dumpMs: number | undefined;
  if (source) {
    const t = performance.now();
    await dumpDatabase(source, dumpFile);
    dumpMs = Math.round(performance.now() - t);
  }
  const dumped = await dumpRowCounts(dumpFile);
  const restoreStart = performance.now();
  const url = await createFreshDatabase(serverUrl as string, name);
  created = true;
  await restoreDump(dumpFile, url);
  const restoreMs = Math.round(performance.now() - restoreStart);
  const check = await checkRestored(url, dumped);
  const figures = {
    dumpMs,
    restoreMs,
    tables: check.tables,
    rows: check.rows,
    migration: check.migration,
    invariant: check.invariantHolds ? ('ok' as const) : ('broken' as const),
    database: name,
  };
  if (check.problems.length > 0) {
    for (const problem of check.problems) console.error(`drill: ${problem}`);
    console.log(summaryLine({ ...figures, readyMs: undefined }));
    return 1;
  }
  if (!values['skip-build']) buildServer();
  const service = await startService({
    databaseUrl: url,
    role: values.role,
    onStarted: (stop) => {
      stopService = stop;
    },
  });
  console.log(summaryLine({ ...figures, readyMs: service.readyMs }));
  if (values.stay) {
    console.log(
      `drill serving ${service.url} (${values.role}) on database ${name}; SIGINT or SIGTERM stops it`,
    );
    serving = true;
    await stopSignal;
  }
  return 0;
}

let code = 1;
try {
  const outcome = await Promise.race([drill(), stopSignal]);
  code = outcome !== 'stopped' ? outcome : serving ? 0 : 130;
} catch (error) {
  console.error(`drill: FAILED: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanUp().catch((error: unknown) => console.error(`drill: cleaning up failed: ${String(error)}`));
}
process.exit(code);

// The PostgreSQL client programs the drill runs (docs/launch.md "Backups and the restore drill"):
// `pg_dump --format=custom` as the nightly backup takes it, `pg_restore` into a database that
// did not exist before, and the dump's own row counts read back out of the file. They are found
// in PG_BIN when it is set (e.g. /usr/lib/postgresql/15/bin), else on PATH.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { countCopyRows } from './drill-rules';

/** The path of PostgreSQL program `name`: PG_BIN's when it is set, else the name for PATH. */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const bin = process.env.PG_BIN;
  const tool = bin ? join(bin, name) : name;
  const probe = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (probe.status !== 0)
    throw new Error(
      `${name} cannot be run (${probe.error?.message ?? probe.stderr.trim()}): set PG_BIN or PATH`,
    );
  return tool;
}

/** Whether pg_dump and pg_restore can both be run here (the drill's tests skip without them). */
export function pgToolsAvailable(): boolean {
  try {
    pgTool('pg_dump');
    pgTool('pg_restore');
    return true;
  } catch {
    // Either is missing.
    return false;
  }
}

/** Runs `command` to its end; rejects with its standard error when it fails. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args[0]} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * The database at `url` dumped to `file` in pg_dump's custom format (compressed, restorable table
 * by table), without owners or grants so that any role may restore it. pg_dump reads one snapshot,
 * so the dump is consistent while the service keeps writing.
 */
export function dumpDatabase(url: string, file: string): Promise<void> {
  return run(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', '--file', file, url]);
}

/** `file` restored into the database at `url`, stopping at the first error. */
export function restoreDump(file: string, url: string): Promise<void> {
  return run(pgTool('pg_restore'), [
    '--exit-on-error',
    '--no-owner',
    '--no-privileges',
    '--dbname',
    url,
    file,
  ]);
}

/** Rows per table (`schema.table`) the dump holds: its data sections read back as COPY text. */
export function dumpRowCounts(file: string): Promise<Map<string, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(pgTool('pg_restore'), ['--data-only', '--file', '-', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const counting = countCopyRows(createInterface({ input: child.stdout }));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`pg_restore --data-only failed (${code}): ${stderr.trim()}`));
      else counting.then(resolve, reject);
    });
  });
}

/** A database named `name`, created empty from template0 on the server `serverUrl` names; its URL. */
export async function createFreshDatabase(serverUrl: string, name: string): Promise<string> {
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE template0`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops database `name`, cutting what a stopped service may have left connected. */
export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrate } from '../db/migrate';
import { type PgliteStart, pgliteDb } from '../db/pglite-db';
import { openPostgresDb } from '../db/postgres-db';

/**
 * Migrated databases made once per test run and copied for every test that needs a fresh one:
 * a fresh PGlite runs initdb and all the migrations (about 3 s of one core each time), a copy of
 * a migrated data directory loads in a fraction of that; on PostgreSQL, `CREATE DATABASE ...
 * TEMPLATE` copies the migrated files instead of running the migrations again. The test run's
 * global set-up (testing/global-setup.ts) makes them and names them in these variables, which the
 * test processes inherit; without them (a benchmark, say) each database is migrated as before.
 */
export const PGLITE_TEMPLATE_ENV = 'WOOHOO_TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_ENV = 'WOOHOO_TEST_POSTGRES_TEMPLATE';

/**
 * Migrates a new in-memory PGlite and writes its data directory to `file` (a tarball). Every test
 * database loads it, so it is kept small: WAL segments of 1 MB instead of 16, and no template0 or
 * template1 (an instance of PGlite is one database; nothing creates another). 18 MB instead of 43,
 * about a third less time to load.
 */
export async function writePgliteTemplate(file: string): Promise<void> {
  const db = await PGlite.create({ initDbStartParams: ['--wal-segsize=1'] });
  try {
    await migrate(pgliteDb(db));
    for (const template of ['template0', 'template1']) {
      await db.exec(`ALTER DATABASE ${template} IS_TEMPLATE false`);
      await db.exec(`DROP DATABASE ${template}`);
    }
    // A checkpoint first, so the tarball holds the migrated files rather than a WAL to replay.
    await db.exec('CHECKPOINT');
    const tarball = await db.dumpDataDir('none');
    writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()));
  } finally {
    await db.close();
  }
}

let pgliteStart: PgliteStart | undefined;

/**
 * What a PGlite of this process starts from: the template's data directory and the WebAssembly
 * compiled once per process, or nothing (initdb and migrations) when there is no template.
 */
export function pgliteStartFromTemplate(): PgliteStart | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file || !existsSync(file)) return undefined;
  pgliteStart ??= {
    loadDataDir: new Blob([readFileSync(file)]),
    ...compiledPglite(),
    // A test database is about 10 MB: 16 MB of shared buffers hold it whole, and starting an
    // instance that clears 16 MB instead of PostgreSQL's default 128 MB takes about 40% less time.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  };
  return pgliteStart;
}

/**
 * PGlite's WebAssembly and file bundle, compiled and read once: PGlite.create does both on every
 * call otherwise. Read from the package's dist folder; if its layout changes, PGlite loads them.
 */
function compiledPglite(): PgliteStart {
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const file = (name: string) => join(dist, name);
  if (!existsSync(file('pglite.wasm')) || !existsSync(file('pglite.data'))) return {};
  return {
    pgliteWasmModule: new WebAssembly.Module(readFileSync(file('pglite.wasm'))),
    fsBundle: new Blob([readFileSync(file('pglite.data'))]),
  };
}

/** Creates and migrates a database on the server `serverUrl` names; returns its name. */
export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `woohoo_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const db = await openPostgresDb(databaseUrl(serverUrl, name), { poolSize: 1 });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  return name;
}

/**
 * Creates database `name` as a copy of `template`, or empty when `template` is undefined.
 * PostgreSQL refuses to copy a database someone is connected to; the template's last connection
 * may take a moment to go after its pool has closed, so that refusal is tried again.
 */
export async function createPostgresDatabase(serverUrl: string, name: string, template?: string) {
  const sql = template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`;
  await retryWhileInUse(() => adminQuery(serverUrl, sql));
  // A test database lives for one file and the server under it is never killed, so a commit need
  // not wait for its WAL to reach the disk: visibility and every constraint are unchanged, only
  // the wait for fsync goes (the product's own databases keep the server's setting).
  await adminQuery(serverUrl, `ALTER DATABASE ${name} SET synchronous_commit = off`);
}

/** Drops database `name`, waiting for its pool's sockets to close rather than cutting them. */
export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  let attempt = 0;
  await retryWhileInUse(() =>
    adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}${++attempt > 20 ? ' WITH (FORCE)' : ''}`),
  );
}

/** The URL of database `name` on the server `serverUrl` names. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
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

/** 55006: "database ... is being accessed by other users". */
async function retryWhileInUse(run: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt > 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

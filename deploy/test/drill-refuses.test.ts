// The restore drill (scripts/backup-restore-drill.ts) refuses to serve a restored database whose
// ledger is broken (docs/rules.md "The restore drill"): it prints its line with invariant=broken
// and no ready_ms, names the breach, exits 1 and drops its database. PostgreSQL only, no chain.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../apps/server/src/db/migrate';
import { openPostgresDb } from '../../apps/server/src/db/postgres-db';
import { deposit, T } from '../../apps/server/src/testing/money-helpers';
import { createDatabase, type Store } from '../../rehearsal/stores';
import { pgToolsAvailable } from '../../scripts/drill/pg-tools';
import { REPO_ROOT } from './podman';

let source: Store;

describe.runIf(pgToolsAvailable())('the restore drill on a broken ledger', () => {
  beforeAll(async () => {
    source = await createDatabase();
    const db = await openPostgresDb(source.url, { poolSize: 1 });
    try {
      await migrate(db);
      const address = privateKeyToAccount(`0x${'11'.repeat(32)}`).address;
      await db.query('INSERT INTO users (address) VALUES ($1)', [address]);
      await deposit(db, address, 20n * T);
      // Edited outside the ledger: the account no longer equals the sum of its entries.
      await db.query(
        `UPDATE ledger_accounts SET balance = balance + 7 WHERE user_id IS NOT NULL AND bucket = 'available'`,
      );
    } finally {
      await db.close();
    }
  });
  afterAll(async () => {
    await source?.drop();
  });

  it('names the breach, serves nothing, exits 1 and drops its database', async () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/backup-restore-drill.ts', '--source', source.url, '--skip-build'],
      { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, DATABASE_URL: source.url } },
    );
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout).toMatch(
      /^drill dump_ms=\d+ restore_ms=\d+ ready_ms=none tables=\d+ rows=\d+ migration=\d{3}_\w+ invariant=broken database=(woohoo_drill_\w+)$/m,
    );
    expect(run.stderr).toMatch(/drill: the ledger invariant is broken: USDT u:\d+\/available holds/);
    expect(run.stderr).not.toMatch(/\[service\]/);
    const database = /database=(\S+)/.exec(run.stdout)?.[1];
    const admin = new pg.Client({ connectionString: source.url });
    await admin.connect();
    try {
      expect((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).rows).toEqual(
        [],
      );
    } finally {
      await admin.end();
    }
  });
});

import { ASSETS, BUCKETS } from '@woohoo/shared/assets';
import { LEDGER_KIND_NAMES } from '@woohoo/shared/ledger-kinds';
import { PLATFORM_ACCOUNT_NAMES } from '@woohoo/shared/platform-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../testing/test-db';
import type { Db } from './db';

/** The quoted values of an `IN (...)` / `= ANY (ARRAY[...])` CHECK, as PostgreSQL prints it. */
function allowedValues(definition: string): string[] {
  return [...definition.matchAll(/'([^']+)'::text/g)].map((m) => m[1] ?? '').sort();
}

/**
 * The database refuses every name outside the shared catalogues (STYLE "One catalogue"): each
 * CHECK must list exactly the catalogue, so a kind, bucket or asset added in code without its
 * migration fails here rather than in production.
 */
describe('catalogue constraints', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDb('pglite'));
  });
  afterAll(async () => {
    await drop();
  });

  const check = async (name: string) => {
    const [row] = await db.query<{ def: string }>(
      'SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = $1',
      [name],
    );
    if (!row) throw new Error(`no constraint ${name}`);
    return allowedValues(row.def);
  };

  it('allows exactly the catalogued ledger kinds', async () => {
    expect(await check('ledger_transfers_kind_ck')).toEqual([...LEDGER_KIND_NAMES].sort());
  });

  it('allows exactly the catalogued buckets and assets', async () => {
    expect(await check('ledger_accounts_bucket_ck')).toEqual([...BUCKETS].sort());
    expect(await check('ledger_accounts_asset_ck')).toEqual([...ASSETS].sort());
  });

  it('opens exactly the catalogued platform accounts', async () => {
    const rows = await db.query<{ name: string }>(
      "SELECT DISTINCT substring(owner FROM 5) AS name FROM ledger_accounts WHERE owner LIKE 'sys:%' ORDER BY 1",
    );
    expect(rows.map((r) => r.name)).toEqual([...PLATFORM_ACCOUNT_NAMES].sort());
  });

  it('refuses a kind outside the catalogue', async () => {
    await expect(
      db.query("INSERT INTO ledger_transfers (idempotency_key, kind, ref) VALUES ('x', 'bonus', 'swap:1')"),
    ).rejects.toThrow(/ledger_transfers_kind_ck/);
  });
});

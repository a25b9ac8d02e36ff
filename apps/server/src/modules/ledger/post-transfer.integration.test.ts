import { describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { countingStatements, freshDbs } from '../../testing/fresh-dbs';
import { bothBackends } from '../../testing/test-db';
import { type LedgerTransfer, postTransfer } from './ledger-service';

const T = 10n ** 18n;

async function createUser(db: Queryable, n: number): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO users (address) VALUES ('0x5e11' || lpad(to_hex($1::int), 36, '0')) RETURNING id::text AS id`,
    [n],
  );
  return row!.id;
}

/** USDT issued into a user's available balance. */
let refs = 0;

const issue = (key: string, userId: string, wei: bigint): LedgerTransfer => ({
  idempotencyKey: key,
  kind: 'deposit',
  refId: String(++refs),
  postings: [
    { account: { system: 'issuance' }, asset: 'USDT', deltaWei: -wei },
    { account: { userId, bucket: 'available' }, asset: 'USDT', deltaWei: wei },
  ],
});

/** A user-to-user payment with a 1% fee to the platform. */
const pay = (
  key: string,
  from: string,
  to: string,
  wei: bigint,
  bucket: 'available' | 'staked' = 'available',
  refId = String(++refs),
) => ({
  idempotencyKey: key,
  kind: 'transfer' as const,
  refId,
  postings: [
    { account: { userId: from, bucket }, asset: 'USDT' as const, deltaWei: -wei },
    {
      account: { userId: to, bucket: 'available' as const },
      asset: 'USDT' as const,
      deltaWei: wei - wei / 100n,
    },
    { account: { system: 'fees' as const }, asset: 'USDT' as const, deltaWei: wei / 100n },
  ],
});

async function balanceOf(db: Queryable, owner: string, bucket = 'available'): Promise<bigint> {
  const [row] = await db.query<{ balance: string | null }>(
    `SELECT sum(balance)::text AS balance FROM ledger_accounts WHERE owner = $1 AND asset = 'USDT' AND bucket = $2`,
    [owner, bucket],
  );
  return BigInt(row?.balance ?? '0');
}

async function ledgerRows(db: Queryable) {
  return db.query(
    `SELECT (SELECT count(*)::int FROM ledger_transfers) AS transfers,
            (SELECT count(*)::int FROM ledger_entries) AS entries,
            (SELECT count(*)::int FROM ledger_accounts) AS accounts,
            (SELECT coalesce(sum(balance), 0)::text FROM ledger_accounts) AS total`,
  );
}

describe.each(bothBackends())('postTransfer on %s', (backend) => {
  const open = freshDbs(backend);
  const freshDb = async (): Promise<Db> => (await open()).db;

  it('posts a transfer in three statements, whatever its postings, and a repeat in one', async () => {
    const db = await freshDb();
    const [alice, bob] = [await createUser(db, 1), await createUser(db, 2)];
    await db.transaction((tx) => postTransfer(tx, issue('seed', alice, 10n * T)));
    // Warm: every account exists, as under load (the fees shard too: the reference picks it).
    await db.transaction((tx) => postTransfer(tx, pay('warm', alice, bob, T, 'available', '7')));

    const first = await db.transaction(async (tx) => {
      const c = countingStatements(tx);
      return {
        result: await postTransfer(c.tx, pay('p1', alice, bob, 2n * T, 'available', '7')),
        statements: c.statements,
      };
    });
    expect(first.result).toEqual({ replayed: false });
    expect(first.statements).toHaveLength(3);
    expect(await balanceOf(db, `u:${alice}`)).toBe(7n * T);
    expect(await balanceOf(db, `u:${bob}`)).toBe(3n * T - 3n * (T / 100n));
    expect(await balanceOf(db, 'sys:fees')).toBe(3n * (T / 100n));

    const again = await db.transaction(async (tx) => {
      const c = countingStatements(tx);
      return {
        result: await postTransfer(c.tx, pay('p1', alice, bob, 2n * T, 'available', '7')),
        statements: c.statements,
      };
    });
    expect(again).toEqual({
      result: { replayed: true },
      statements: [expect.stringContaining('ledger_transfers')],
    });
    expect(await balanceOf(db, `u:${alice}`)).toBe(7n * T);
  });

  it('opens an account a transfer credits for the first time, holding the credit', async () => {
    const db = await freshDb();
    const alice = await createUser(db, 1);
    const [before] = await ledgerRows(db);
    // Registration opened her available accounts; nothing staked yet.
    await db.transaction((tx) =>
      postTransfer(tx, {
        ...issue('stake-bonus', alice, 5n * T),
        postings: [
          { account: { system: 'issuance' }, asset: 'USDT', deltaWei: -5n * T },
          { account: { userId: alice, bucket: 'staked' }, asset: 'USDT', deltaWei: 5n * T },
        ],
      }),
    );
    expect(await balanceOf(db, `u:${alice}`, 'staked')).toBe(5n * T);
    expect(await balanceOf(db, 'sys:issuance')).toBe(-5n * T);
    const [after] = await ledgerRows(db);
    expect(after).toMatchObject({ transfers: 1, entries: 2, total: '0' });
    const opened = (r: unknown) => (r as { accounts: number }).accounts;
    expect(opened(after) - opened(before)).toBeGreaterThanOrEqual(1);
  });

  it('refuses a debit beyond the balance with insufficientBalance and changes nothing', async () => {
    const db = await freshDb();
    const [alice, bob] = [await createUser(db, 1), await createUser(db, 2)];
    await db.transaction((tx) => postTransfer(tx, issue('seed', alice, T)));
    const before = await ledgerRows(db);
    await expect(
      db.transaction((tx) => postTransfer(tx, pay('too-much', alice, bob, 2n * T))),
    ).rejects.toEqual(new AppError('insufficientBalance'));
    expect(await ledgerRows(db)).toEqual(before);
    expect(await balanceOf(db, `u:${alice}`)).toBe(T);
  });

  it('refuses a debit from an account never opened, opening nothing', async () => {
    const db = await freshDb();
    const [alice, bob] = [await createUser(db, 1), await createUser(db, 2)];
    await db.transaction((tx) => postTransfer(tx, issue('seed', alice, T)));
    const before = await ledgerRows(db);
    // Alice holds USDT, but nothing staked: her staked account does not exist.
    await expect(
      db.transaction((tx) => postTransfer(tx, pay('from-staked', alice, bob, T, 'staked'))),
    ).rejects.toEqual(new AppError('insufficientBalance'));
    expect(await ledgerRows(db)).toEqual(before);
  });

  it('a debit of everything a user holds leaves zero, and concurrent debits never overdraw', async () => {
    const db = await freshDb();
    const [alice, bob] = [await createUser(db, 1), await createUser(db, 2)];
    await db.transaction((tx) => postTransfer(tx, issue('seed', alice, 5n * T)));
    // Ten payments of 1 from a balance of 5: exactly five are accepted, in whatever order.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        db.transaction((tx) => postTransfer(tx, pay(`race:${i}`, alice, bob, T))),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    for (const o of outcomes) {
      if (o.status === 'rejected') expect(o.reason).toEqual(new AppError('insufficientBalance'));
    }
    expect(await balanceOf(db, `u:${alice}`)).toBe(0n);
    const [rows] = await ledgerRows(db);
    expect(rows).toMatchObject({ transfers: 6, entries: 2 + 5 * 3, total: '0' });
  });
});

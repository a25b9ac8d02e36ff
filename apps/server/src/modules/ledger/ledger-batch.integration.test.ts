import { describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { countingStatements, freshDbs } from '../../testing/fresh-dbs';
import { bothBackends } from '../../testing/test-db';
import { type LedgerTransfer, postTransfer, postTransfers } from './ledger-service';

const T = 10n ** 18n;

/** `n` users with made-up distinct addresses, their ids in creation order. */
async function createUsers(db: Queryable, n: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO users (address)
     SELECT '0xba7c' || lpad(to_hex(g), 36, '0') FROM generate_series(1, $1::int) AS g ORDER BY g
     RETURNING id::text AS id`,
    [n],
  );
  return rows.map((r) => r.id).sort((a, b) => Number(a) - Number(b));
}

/** A reward: USDB issued by the platform into the user's available balance. */
function reward(key: string, refId: number, userId: string, amountWei: bigint): LedgerTransfer {
  return {
    idempotencyKey: key,
    kind: 'node_share_bonus',
    refId: String(refId),
    postings: [
      { account: { system: 'issuance' }, asset: 'USDB', deltaWei: -amountWei },
      { account: { userId, bucket: 'available' }, asset: 'USDB', deltaWei: amountWei },
    ],
  };
}

/** A user-to-user payment with a fee to the platform. */
function payment(key: string, refId: number, from: string, to: string, amountWei: bigint): LedgerTransfer {
  const fee = amountWei / 100n;
  return {
    idempotencyKey: key,
    kind: 'transfer',
    refId: String(refId),
    postings: [
      { account: { userId: from, bucket: 'available' }, asset: 'USDB', deltaWei: -amountWei },
      { account: { userId: to, bucket: 'available' }, asset: 'USDB', deltaWei: amountWei - fee },
      { account: { system: 'fees' }, asset: 'USDB', deltaWei: fee },
    ],
  };
}

/** Rewards `from..to-1` spread over the users. */
function rewards(users: readonly string[], from: number, to: number, prefix = 'reward'): LedgerTransfer[] {
  return Array.from({ length: to - from }, (_, k) => {
    const i = from + k;
    return reward(`${prefix}:${i}`, i, users[i % users.length]!, BigInt(i + 1) * T);
  });
}

/** Everything the ledger holds, by account names and keys rather than ids. */
async function ledgerState(db: Queryable) {
  const accounts = await db.query(
    `SELECT owner, asset, bucket, shard, balance::text AS balance FROM ledger_accounts ORDER BY owner, asset, bucket, shard`,
  );
  const perAccount = await db.query(
    `SELECT a.owner, a.asset, a.bucket, a.shard, count(*)::int AS entries, sum(e.delta)::text AS total
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      GROUP BY a.owner, a.asset, a.bucket, a.shard ORDER BY a.owner, a.asset, a.bucket, a.shard`,
  );
  const transfers = await db.query(
    'SELECT idempotency_key AS key, kind, ref FROM ledger_transfers ORDER BY idempotency_key',
  );
  const entries = await db.query(
    `SELECT t.idempotency_key AS key, a.owner, a.asset, a.bucket, a.shard, e.asset AS "entryAsset", e.delta::text AS delta
       FROM ledger_entries e
       JOIN ledger_transfers t ON t.id = e.transfer_id
       JOIN ledger_accounts a ON a.id = e.account_id
      ORDER BY t.idempotency_key, a.owner, a.asset, a.bucket, a.shard`,
  );
  return { accounts, perAccount, transfers, entries };
}

async function count(db: Queryable, table: 'ledger_transfers' | 'ledger_entries'): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? 0;
}

/** An account's balance: a platform account's is the sum of its shards. */
async function balance(db: Queryable, owner: string, asset = 'USDB', bucket = 'available'): Promise<bigint> {
  const [row] = await db.query<{ balance: string }>(
    'SELECT sum(balance)::text AS balance FROM ledger_accounts WHERE owner = $1 AND asset = $2 AND bucket = $3',
    [owner, asset, bucket],
  );
  return BigInt(row?.balance ?? '0');
}

describe.each(bothBackends())('set-based ledger posting on %s', (backend) => {
  const open = freshDbs(backend);
  const freshDb = async (): Promise<Db> => (await open()).db;

  it('a batch leaves the same transfers, entries and balances as posting one by one', async () => {
    const [batchDb, singleDb] = await Promise.all([freshDb(), freshDb()]);
    const users = await createUsers(batchDb, 200);
    expect(await createUsers(singleDb, 200)).toEqual(users);
    const transfers: LedgerTransfer[] = rewards(users, 0, 500);
    // Some rewards into a bucket no account exists for yet, and payments paying the fees row.
    for (let i = 0; i < 20; i++) {
      transfers.push({
        ...reward(`staked:${i}`, i, users[i]!, T),
        postings: [
          { account: { system: 'issuance' }, asset: 'USDB', deltaWei: -T },
          { account: { userId: users[i]!, bucket: 'staked' }, asset: 'USDB', deltaWei: T },
        ],
      });
    }
    for (let i = 0; i < 50; i++) transfers.push(payment(`pay:${i}`, i, users[i]!, users[i + 1]!, T / 2n));

    const result = await batchDb.transaction((tx) => postTransfers(tx, transfers));
    expect(result).toEqual({ posted: transfers.length, replayed: 0 });
    await singleDb.transaction(async (tx) => {
      for (const transfer of transfers) await postTransfer(tx, transfer);
    });

    const batchState = await ledgerState(batchDb);
    expect(batchState.transfers).toHaveLength(transfers.length);
    expect(batchState.entries).toHaveLength(500 * 2 + 20 * 2 + 50 * 3);
    expect(batchState).toEqual(await ledgerState(singleDb));
    const issued = transfers.slice(0, 520).reduce((sum, t) => sum - t.postings[0]!.deltaWei, 0n);
    expect(await balance(batchDb, 'sys:issuance')).toBe(-issued);
    expect(await balance(batchDb, 'sys:fees')).toBe(50n * (T / 200n));
  });

  it('a batch that only credits users leaves the same ledger as posting one by one, new accounts included', async () => {
    const [batchDb, singleDb] = await Promise.all([freshDb(), freshDb()]);
    const users = await createUsers(batchDb, 100);
    expect(await createUsers(singleDb, 100)).toEqual(users);
    // Half the users have an account already; every credit into 'staked' opens one.
    const opening = rewards(users.slice(0, 50), 0, 50, 'opening');
    const transfers = [...rewards(users, 0, 300)];
    for (let i = 0; i < 30; i++) {
      transfers.push({
        ...reward(`staked:${i}`, i, users[i * 3]!, T),
        postings: [
          { account: { system: 'issuance' }, asset: 'USDB', deltaWei: -T },
          { account: { userId: users[i * 3]!, bucket: 'staked' }, asset: 'USDB', deltaWei: T },
        ],
      });
    }
    await batchDb.transaction(async (tx) => {
      await postTransfers(tx, opening);
      expect(await postTransfers(tx, transfers)).toEqual({ posted: transfers.length, replayed: 0 });
    });
    await singleDb.transaction(async (tx) => {
      for (const transfer of [...opening, ...transfers]) await postTransfer(tx, transfer);
    });
    expect(await ledgerState(batchDb)).toEqual(await ledgerState(singleDb));
  });

  it('posts nothing again for a batch posted before', async () => {
    const db = await freshDb();
    const users = await createUsers(db, 50);
    const batch = rewards(users, 0, 300);
    expect(await db.transaction((tx) => postTransfers(tx, batch))).toEqual({ posted: 300, replayed: 0 });
    const before = await ledgerState(db);

    const again = await db.transaction(async (tx) => {
      const c = countingStatements(tx);
      return { result: await postTransfers(c.tx, batch), statements: c.statements };
    });
    expect(again.result).toEqual({ posted: 0, replayed: 300 });
    // Only the headers' insert runs: nothing is locked or updated for a replay.
    expect(again.statements).toHaveLength(1);
    expect(await ledgerState(db)).toEqual(before);
  });

  it('a batch mixing posted and new keys posts only the new ones', async () => {
    const db = await freshDb();
    const users = await createUsers(db, 20);
    await db.transaction(async (tx) => {
      for (const transfer of rewards(users, 0, 50)) await postTransfer(tx, transfer);
    });
    await db.transaction((tx) => postTransfers(tx, rewards(users, 50, 100)));
    const issuedBefore = await balance(db, 'sys:issuance');

    const mixed = rewards(users, 25, 150);
    expect(await db.transaction((tx) => postTransfers(tx, mixed))).toEqual({ posted: 50, replayed: 75 });
    expect(await count(db, 'ledger_transfers')).toBe(150);
    expect(await count(db, 'ledger_entries')).toBe(300);
    const newlyIssued = rewards(users, 100, 150).reduce((sum, t) => sum + t.postings[1]!.deltaWei, 0n);
    expect(await balance(db, 'sys:issuance')).toBe(issuedBefore - newlyIssued);
    const all = rewards(users, 0, 150);
    for (const user of users.slice(0, 3)) {
      const expected = all
        .filter((t) => 'userId' in t.postings[1]!.account && t.postings[1]!.account.userId === user)
        .reduce((sum, t) => sum + t.postings[1]!.deltaWei, 0n);
      expect(await balance(db, `u:${user}`)).toBe(expected);
    }
  });

  it('refuses a batch that would take a user below zero and leaves nothing written', async () => {
    const db = await freshDb();
    const users = await createUsers(db, 10);
    await db.transaction((tx) => postTransfers(tx, rewards(users, 0, 10)));
    const before = await ledgerState(db);

    const [a, b] = users as [string, string];
    const credits = rewards(users, 10, 40);
    const creditedToA = credits
      .filter((t) => 'userId' in t.postings[1]!.account && t.postings[1]!.account.userId === a)
      .reduce((sum, t) => sum + t.postings[1]!.deltaWei, 0n);
    // One wei more than `a` holds after the credits before it in the batch.
    const overdraw = [
      ...credits,
      payment('pay:over', 1, a, b, (await balance(db, `u:${a}`)) + creditedToA + 1n),
      ...rewards(users, 40, 50),
    ];
    const failure = db.transaction((tx) => postTransfers(tx, overdraw));
    await expect(failure).rejects.toBeInstanceOf(AppError);
    await expect(failure).rejects.toMatchObject({ errorName: 'insufficientBalance' });
    expect(await ledgerState(db)).toEqual(before);

    // As one by one: a debit the batch covers only by a later credit is refused too...
    const late = [payment('pay:early', 2, a, b, 100n * T), reward('reward:late', 99, a, 100n * T)];
    await expect(db.transaction((tx) => postTransfers(tx, late))).rejects.toMatchObject({
      errorName: 'insufficientBalance',
    });
    expect(await ledgerState(db)).toEqual(before);
    // ...and passes with the credit first.
    expect(await db.transaction((tx) => postTransfers(tx, [late[1]!, late[0]!]))).toEqual({
      posted: 2,
      replayed: 0,
    });
  });

  it('opens a new account at the batch net change, and debits an existing one below its net', async () => {
    const db = await freshDb();
    const [a, b, c, d] = (await createUsers(db, 4)) as [string, string, string, string];
    await db.transaction((tx) => postTransfers(tx, [reward('seed:a', 1, a, 10n * T)]));
    // `a` exists and only pays: its net change is negative (a row PostgreSQL would refuse to
    // insert, so it must never be offered as a new one). `c` has no account and is paid, then pays.
    const batch = [
      payment('pay:a', 1, a, b, 4n * T),
      reward('reward:c', 2, c, 3n * T),
      payment('pay:c', 2, c, b, 1n * T),
    ];
    expect(await db.transaction((tx) => postTransfers(tx, batch))).toEqual({ posted: 3, replayed: 0 });
    expect(await balance(db, `u:${a}`)).toBe(6n * T);
    expect(await balance(db, `u:${c}`)).toBe(2n * T);
    expect(await balance(db, `u:${b}`)).toBe(5n * T - (5n * T) / 100n);
    // A new account paying before it is paid starts at zero, as one by one: refused, nothing left.
    const before = await ledgerState(db);
    const early = [payment('pay:d', 3, d, a, T), reward('reward:d', 3, d, 5n * T)];
    await expect(db.transaction((tx) => postTransfers(tx, early))).rejects.toMatchObject({
      errorName: 'insufficientBalance',
    });
    expect(await ledgerState(db)).toEqual(before);
  });

  it('runs the same few statements for 10 transfers as for 1000', async () => {
    const db = await freshDb();
    const users = await createUsers(db, 200);
    const payments = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) =>
        payment(`pay:${from + i}`, from + i, users[i]!, users[(i + 7) % 200]!, T / 100n),
      );
    const statementsOf = (batch: LedgerTransfer[]) =>
      db.transaction(async (tx) => {
        const c = countingStatements(tx);
        await postTransfers(c.tx, batch);
        return c.statements;
      });
    // A batch that takes from users: replayed on the locked balances.
    const small = await statementsOf([...rewards(users, 0, 8), ...payments(0, 2)]);
    const large = await statementsOf([...rewards(users, 8, 808), ...payments(2, 200)]);
    expect(large).toHaveLength(small.length);
    expect(small.length).toBeLessThanOrEqual(8);
    expect(small.filter((sql) => sql.startsWith('UPDATE'))).toHaveLength(1);
    // A batch that only credits users: its existing accounts found, locked and updated at once.
    const credits = await statementsOf(rewards(users, 808, 818));
    const moreCredits = await statementsOf(rewards(users, 818, 1818));
    expect(moreCredits).toHaveLength(credits.length);
    expect(credits.length).toBeLessThanOrEqual(4);
    expect(credits.filter((sql) => /^(WITH|UPDATE)/.test(sql))).toHaveLength(1);
    expect(await count(db, 'ledger_transfers')).toBe(1818 + 202);
  });

  it('updates every account once a batch, the shared platform rows included', async () => {
    const db = await freshDb();
    const users = await createUsers(db, 30);
    await db.transaction((tx) => postTransfers(tx, rewards(users, 0, 30)));
    await db.exec(`
      CREATE TABLE test_account_updates (account_id BIGINT NOT NULL);
      CREATE FUNCTION test_note_account_update() RETURNS trigger AS $$
      BEGIN
        INSERT INTO test_account_updates VALUES (NEW.id);
        RETURN NEW;
      END;
      $$ LANGUAGE plpgsql;
      CREATE TRIGGER test_account_updates AFTER UPDATE ON ledger_accounts
        FOR EACH ROW EXECUTE FUNCTION test_note_account_update();
    `);
    const entriesBefore = await count(db, 'ledger_entries');
    const issuedBefore = await balance(db, 'sys:issuance');
    const batch = [
      ...rewards(users, 30, 330),
      ...Array.from({ length: 30 }, (_, i) =>
        payment(`pay:${i}`, i, users[i]!, users[(i + 1) % 30]!, T / 2n),
      ),
    ];
    await db.transaction((tx) => postTransfers(tx, batch));

    // Per row: a platform account's rows are its shards, each updated once however many
    // transfers of the batch post to it.
    const updates = await db.query<{ owner: string; times: number }>(
      `SELECT a.owner, count(*)::int AS times FROM test_account_updates u
         JOIN ledger_accounts a ON a.id = u.account_id GROUP BY a.id, a.owner ORDER BY a.owner`,
    );
    expect(new Set(updates.map((u) => u.owner)).size).toBe(30 + 2);
    expect(updates.every((u) => u.times === 1)).toBe(true);
    const issued = rewards(users, 30, 330).reduce((sum, t) => sum + t.postings[1]!.deltaWei, 0n);
    expect(await balance(db, 'sys:issuance')).toBe(issuedBefore - issued);
    expect(await balance(db, 'sys:fees')).toBe(30n * (T / 200n));
    const postings = batch.reduce((n, t) => n + t.postings.length, 0);
    expect((await count(db, 'ledger_entries')) - entriesBefore).toBe(postings);
  });

  it('runs no query for an empty batch and refuses a key twice or an unbalanced transfer', async () => {
    const db = await freshDb();
    const [user] = (await createUsers(db, 1)) as [string];
    const c = countingStatements(db);
    expect(await postTransfers(c.tx, [])).toEqual({ posted: 0, replayed: 0 });
    await expect(
      postTransfers(c.tx, [reward('k', 1, user, T), reward('k', 2, user, 2n * T)]),
    ).rejects.toThrow(/twice/);
    const unbalanced = reward('u', 1, user, T);
    await expect(
      postTransfers(c.tx, [{ ...unbalanced, postings: [unbalanced.postings[0]!, unbalanced.postings[0]!] }]),
    ).rejects.toThrow(/does not balance/);
    expect(c.statements).toEqual([]);
  });

  it('concurrent batches and single transfers on the same platform rows neither deadlock nor lose money', async () => {
    const db = await freshDb();
    const users = await createUsers(db, 40);
    await db.transaction((tx) => postTransfers(tx, rewards(users, 0, 40, 'seed')));
    const work: Promise<unknown>[] = [];
    for (let b = 0; b < 4; b++) {
      const batch = [
        ...rewards(users, b * 100, b * 100 + 100, 'batch'),
        ...Array.from({ length: 10 }, (_, i) =>
          payment(`batch-pay:${b}:${i}`, i, users[(b * 10 + i) % 40]!, users[(b * 10 + i + 3) % 40]!, T / 4n),
        ),
      ];
      work.push(db.transaction((tx) => postTransfers(tx, batch)));
    }
    // Batches that only credit users, which lock and update in one statement.
    for (let b = 0; b < 2; b++) {
      work.push(
        db.transaction((tx) => postTransfers(tx, rewards(users, b * 100, b * 100 + 100, `credit${b}`))),
      );
    }
    for (let i = 0; i < 40; i++) {
      work.push(
        db.transaction((tx) =>
          postTransfer(tx, payment(`single-pay:${i}`, i, users[i]!, users[(i + 1) % 40]!, T / 4n)),
        ),
      );
      work.push(db.transaction((tx) => postTransfer(tx, reward(`single:${i}`, i, users[39 - i]!, T))));
    }
    await Promise.all(work);
    expect(await count(db, 'ledger_transfers')).toBe(40 + 4 * 110 + 2 * 100 + 80);
    const [sums] = await db.query<{ total: string; mismatched: number }>(
      `SELECT sum(balance)::text AS total,
              count(*) FILTER (WHERE balance <> coalesce(
                (SELECT sum(delta) FROM ledger_entries e WHERE e.account_id = a.id), 0))::int AS mismatched
         FROM ledger_accounts a WHERE asset = 'USDB'`,
    );
    expect(sums).toEqual({ total: '0', mismatched: 0 });
  });
});

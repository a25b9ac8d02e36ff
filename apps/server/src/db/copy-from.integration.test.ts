import { afterEach, describe, expect, it } from 'vitest';
import { bothBackends, createTestDb } from '../testing/test-db';
import { copyRows } from './copy-text';
import type { Db } from './db';

describe.each(bothBackends())('COPY FROM STDIN on %s', (backend) => {
  const opened: { drop: () => Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((d) => d.drop()));
  });
  const freshDb = async (): Promise<Db> => {
    const test = await createTestDb(backend);
    opened.push(test);
    await test.db.query('CREATE TABLE copied (n BIGINT, amount NUMERIC(78, 0), label TEXT, flag BOOLEAN)');
    return test.db;
  };
  const rows = [
    { n: 1, amount: 10n ** 30n, label: 'tab\there, newline\nthere, back\\slash', flag: true },
    { n: 2, amount: 0n, label: null, flag: false },
    { n: 3, amount: 7n, label: '\\N', flag: false },
  ];
  const copy = (db: Pick<Db, 'copyFrom'>) =>
    db.copyFrom(
      'COPY copied (n, amount, label, flag) FROM STDIN',
      copyRows(rows, (r) => [r.n, r.amount, r.label, r.flag], 2),
    );
  const read = (db: Db) =>
    db.query<{ n: string; amount: string; label: string | null; flag: boolean }>(
      'SELECT n::text AS n, amount::text AS amount, label, flag FROM copied ORDER BY n',
    );

  it('writes every row exactly, in chunks, outside and inside a transaction', async () => {
    const db = await freshDb();
    await copy(db);
    await db.transaction((tx) => copy(tx));
    const expected = rows.map((r) => ({
      n: String(r.n),
      amount: r.amount.toString(),
      label: r.label,
      flag: r.flag,
    }));
    expect(await read(db)).toEqual([
      expected[0],
      expected[0],
      expected[1],
      expected[1],
      expected[2],
      expected[2],
    ]);
  });

  it('rolls back with its transaction', async () => {
    const db = await freshDb();
    await expect(
      db.transaction(async (tx) => {
        await copy(tx);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await read(db)).toEqual([]);
  });

  it('fails on a bad row and writes nothing of it', async () => {
    const db = await freshDb();
    const bad = db.copyFrom('COPY copied (n, amount, label, flag) FROM STDIN', [
      '1\t2\tok\tt\n',
      'x\t2\tbad\tt\n',
    ]);
    await expect(bad).rejects.toThrow();
    expect(await read(db)).toEqual([]);
  });
});

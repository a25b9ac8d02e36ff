import { describe, expect, it } from 'vitest';
import { migrate, splitStatements } from './migrate';
import { openPgliteDb } from './pglite-db';

describe('migrate', () => {
  it('splits statements on line-ending semicolons and drops comments', () => {
    expect(splitStatements('-- a\nCREATE TABLE a (x INT);\n\n-- b\nCREATE INDEX i ON a (x);\n')).toEqual([
      'CREATE TABLE a (x INT)',
      'CREATE INDEX i ON a (x)',
    ]);
  });

  it('keeps function bodies with semicolons in one statement', () => {
    const sql =
      "CREATE FUNCTION f() RETURNS trigger AS $$\nBEGIN\n  RAISE EXCEPTION 'no';\nEND;\n$$ LANGUAGE plpgsql;\nSELECT 1;\n";
    const statements = splitStatements(sql);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toContain('RAISE EXCEPTION');
    expect(statements[1]).toBe('SELECT 1');
  });

  it('applies each migration once', async () => {
    const db = await openPgliteDb();
    const first = await migrate(db);
    expect(first.length).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual([]);
    await db.close();
  });
});

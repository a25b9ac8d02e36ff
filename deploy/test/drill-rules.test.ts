// The restore drill's pure rules (scripts/drill/drill-rules.ts): what a dump says it holds, and
// what a restored database must show against it.
import { describe, expect, it } from 'vitest';
import {
  countCopyRows,
  migrationProblem,
  rowCountProblems,
  summaryLine,
} from '../../scripts/drill/drill-rules';

describe('countCopyRows', () => {
  it("counts each table's rows between its COPY line and the end marker, empty tables included", async () => {
    const text = [
      '--',
      '-- Data for Name: users; Type: TABLE DATA',
      'COPY public.users (id, address) FROM stdin;',
      '1\t0xabc',
      '2\t0xdef\\nwith an escaped newline',
      '\\.',
      'COPY public.sessions (id) FROM stdin;',
      '\\.',
      'COPY public."order" (id, note) FROM stdin;',
      'COPY looks like a row here',
      '\\.',
      "SELECT pg_catalog.setval('public.users_id_seq', 2, true);",
    ];
    expect(await countCopyRows(text)).toEqual(
      new Map([
        ['public.users', 2],
        ['public.sessions', 0],
        ['public."order"', 1],
      ]),
    );
  });

  it('refuses a dump cut short inside a table', async () => {
    await expect(countCopyRows(['COPY public.users (id) FROM stdin;', '1'])).rejects.toThrow(/cut short/);
  });
});

describe('rowCountProblems', () => {
  it('names a table with fewer rows, a missing table and a table the dump did not hold', () => {
    const dumped = new Map([
      ['public.users', 3],
      ['public.withdrawals', 2],
      ['public.ledger_entries', 10],
    ]);
    const restored = new Map([
      ['public.users', 3],
      ['public.withdrawals', 1],
      ['public.extra', 0],
    ]);
    expect(rowCountProblems(dumped, restored)).toEqual([
      'public.extra: in the restored database but not in the dump',
      'public.ledger_entries: 10 rows in the dump, the table is missing after the restore',
      'public.withdrawals: 2 rows in the dump, 1 after the restore',
    ]);
  });

  it('finds nothing when every table holds what the dump held', () => {
    const counts = new Map([['public.users', 3]]);
    expect(rowCountProblems(counts, new Map(counts))).toEqual([]);
  });
});

describe('migrationProblem', () => {
  it('accepts the release migration and an older one, refuses a newer one and none', () => {
    expect(migrationProblem('056_treasury_sweeps', '056_treasury_sweeps')).toBeUndefined();
    expect(migrationProblem('053_payout_ref', '056_treasury_sweeps')).toBeUndefined();
    expect(migrationProblem('057_later', '056_treasury_sweeps')).toMatch(/newer than this release/);
    expect(migrationProblem(undefined, '056_treasury_sweeps')).toMatch(/no schema_migrations/);
  });
});

describe('summaryLine', () => {
  it('prints every figure, none for a step not taken', () => {
    expect(
      summaryLine({
        dumpMs: undefined,
        restoreMs: 812,
        readyMs: 1904,
        tables: 65,
        rows: 286,
        migration: '056_treasury_sweeps',
        invariant: 'ok',
        database: 'woohoo_drill_1',
      }),
    ).toBe(
      'drill dump_ms=none restore_ms=812 ready_ms=1904 tables=65 rows=286 migration=056_treasury_sweeps invariant=ok database=woohoo_drill_1',
    );
  });
});

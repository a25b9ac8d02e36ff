import type { TransparencyReport } from '@woohoo/shared/api/money';
import type { Queryable } from '../../db/db';

/** Snapshots older than this behind the newest are deleted when a new one is written. */
const KEEP_SNAPSHOTS_HOURS = 24;

export async function insertSnapshot(tx: Queryable, report: TransparencyReport): Promise<void> {
  await tx.query('INSERT INTO transparency_snapshots (report, generated_at) VALUES ($1::jsonb, $2)', [
    JSON.stringify(report),
    report.generatedAt,
  ]);
  await tx.query(
    `DELETE FROM transparency_snapshots WHERE generated_at < $1::timestamptz - make_interval(hours => $2)`,
    [report.generatedAt, KEEP_SNAPSHOTS_HOURS],
  );
}

/** The newest stored report, or undefined before the first reconciliation. */
export async function selectLatestSnapshot(db: Queryable): Promise<TransparencyReport | undefined> {
  const [row] = await db.query<{ report: TransparencyReport | string }>(
    'SELECT report FROM transparency_snapshots ORDER BY generated_at DESC, id DESC LIMIT 1',
  );
  if (!row) return undefined;
  return typeof row.report === 'string' ? (JSON.parse(row.report) as TransparencyReport) : row.report;
}

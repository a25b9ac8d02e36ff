import { type TransparencyReport, transparencySchema } from '@woohoo/shared/api/money';
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

/**
 * The newest stored report, or undefined before the first reconciliation, or when the newest was
 * written by an earlier version in a shape the report no longer has (the next run replaces it).
 */
export async function selectLatestSnapshot(db: Queryable): Promise<TransparencyReport | undefined> {
  const [row] = await db.query<{ report: unknown }>(
    'SELECT report FROM transparency_snapshots ORDER BY generated_at DESC, id DESC LIMIT 1',
  );
  if (!row) return undefined;
  const parsed = transparencySchema.safeParse(
    typeof row.report === 'string' ? JSON.parse(row.report) : row.report,
  );
  return parsed.success ? parsed.data : undefined;
}

import type { Queryable } from '../../db/db';

/** The payout kill switch as stored (migration 054); none is "running". */
export type StoredPayoutSwitch = { stopped: boolean; changedBy: string; changedAt: Date };

export async function selectPayoutSwitch(db: Queryable): Promise<StoredPayoutSwitch | undefined> {
  const [row] = await db.query<{ stopped: boolean; changed_by: string; changed_at: Date }>(
    'SELECT stopped, changed_by, changed_at FROM payout_switch WHERE id',
  );
  return row && { stopped: row.stopped, changedBy: row.changed_by, changedAt: new Date(row.changed_at) };
}

/** Locks the switch's row for a change, so two operators flipping it at once are audited in turn. */
export async function lockPayoutSwitch(db: Queryable): Promise<StoredPayoutSwitch | undefined> {
  const [row] = await db.query<{ stopped: boolean; changed_by: string; changed_at: Date }>(
    'SELECT stopped, changed_by, changed_at FROM payout_switch WHERE id FOR UPDATE',
  );
  return row && { stopped: row.stopped, changedBy: row.changed_by, changedAt: new Date(row.changed_at) };
}

export async function upsertPayoutSwitch(
  db: Queryable,
  stopped: boolean,
  changedBy: string,
): Promise<StoredPayoutSwitch> {
  const [row] = await db.query<{ stopped: boolean; changed_by: string; changed_at: Date }>(
    `INSERT INTO payout_switch (id, stopped, changed_by) VALUES (true, $1, $2)
     ON CONFLICT (id) DO UPDATE SET stopped = EXCLUDED.stopped, changed_by = EXCLUDED.changed_by, changed_at = now()
     RETURNING stopped, changed_by, changed_at`,
    [stopped, changedBy],
  );
  if (!row) throw new Error('payout_switch: the upsert returned no row');
  return { stopped: row.stopped, changedBy: row.changed_by, changedAt: new Date(row.changed_at) };
}

import type pg from 'pg';

/**
 * What the PostgreSQL adapter adds to a transaction so that the users it changed are announced
 * after its commit rather than in it (migration 047 says why). Every statement here goes through
 * the simple protocol with the statement beside it, so a transaction takes no more round trips
 * to the server than before, plus one when it changed a user.
 */

/** The channel migration 040 announces a changed user on (payload: the user's id). */
export const USER_CHANGED_CHANNEL = 'user_changed';
/** The payload that stands for every user: a transaction that changed more than ... */
export const EVERY_USER = '*';
/** ... this many users (a day's settlement) is announced as one message, not one per user. */
const MAX_NAMED_USERS = 1000;

/** The session's list of the open transaction's changed users; made once per connection. */
export const PREPARE_SESSION =
  'CREATE TEMP TABLE IF NOT EXISTS woohoo_changed_users (user_id bigint PRIMARY KEY)';

export const BEGIN = "BEGIN; SET LOCAL woohoo.announce_after_commit = 'on'";

/**
 * Commits, and answers what to announce: nothing, the changed users, or EVERY_USER (past
 * MAX_NAMED_USERS, or when a statement changed so many accounts that migration 048's trigger
 * listed user 0, which stands for every user).
 */
export async function commit(client: pg.ClientBase): Promise<string[]> {
  const results = (await client.query(
    `WITH gone AS (DELETE FROM pg_temp.woohoo_changed_users RETURNING user_id)
     SELECT count(*)::int AS n, coalesce(bool_or(user_id = 0), false) AS everyone,
            (array_agg(user_id::text))[1:${MAX_NAMED_USERS}] AS ids FROM gone;
     COMMIT`,
  )) as unknown as pg.QueryResult<{ n: number; everyone: boolean; ids: string[] | null }>[];
  const row = results[0]?.rows[0];
  if (!row || row.n === 0) return [];
  return row.everyone || row.n > MAX_NAMED_USERS ? [EVERY_USER] : (row.ids ?? []);
}

/**
 * Announces `payloads` from a transaction of its own that changes no data, so nothing waits for
 * a disk flush under PostgreSQL's lock (`synchronous_commit` off loses nothing here: a crash also
 * ends every listener's connection, and they drop what they hold). A connection that listens
 * hears it before this returns, as it heard its own commits' announcements before.
 */
export async function announce(client: pg.ClientBase, payloads: readonly string[]): Promise<void> {
  const literals = payloads.map((payload) => {
    if (payload !== EVERY_USER && !/^\d+$/.test(payload)) throw new Error(`not a user id: ${payload}`);
    return `'${payload}'`;
  });
  await client.query(
    `BEGIN; SET LOCAL synchronous_commit = off;
     SELECT pg_notify('${USER_CHANGED_CHANNEL}', payload) FROM unnest(ARRAY[${literals.join(',')}]::text[]) AS payload;
     COMMIT`,
  );
}

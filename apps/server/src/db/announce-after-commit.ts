import type pg from 'pg';

/**
 * What the PostgreSQL adapter adds to a transaction so that the users it changed are announced
 * after its commit rather than in it (migration 047 says why). Every statement here goes through
 * the simple protocol with the statement beside it, so a transaction takes no more round trips
 * to the server than before, plus one when it changed a user.
 */

/** The channel migration 040 announces a changed user on (payload: the user's id). */
export const USER_CHANGED_CHANNEL = 'user_changed';
/** The payload that stands for every user (a process starting, or an announcement lost). */
export const EVERY_USER = '*';
/**
 * A transaction that changed more than this many users (a day's settlement batch) is announced
 * as one stored set of them (migration 059), payload `#<set id>`, not one message per user: the
 * listeners read the set and drop exactly its users.
 */
const MAX_NAMED_USERS = 1000;
const SET_PREFIX = '#';

/** The payload that announces the stored set `setId`. */
export const setPayload = (setId: string) => `${SET_PREFIX}${setId}`;
/** The id of the stored set a payload announces, if it announces one. */
export const setIdOf = (payload: string): string | undefined =>
  payload.startsWith(SET_PREFIX) && /^\d+$/.test(payload.slice(SET_PREFIX.length))
    ? payload.slice(SET_PREFIX.length)
    : undefined;

/** The session's list of the open transaction's changed users; made once per connection. */
export const PREPARE_SESSION =
  'CREATE TEMP TABLE IF NOT EXISTS woohoo_changed_users (user_id bigint PRIMARY KEY)';

export const BEGIN = "BEGIN; SET LOCAL woohoo.announce_after_commit = 'on'";

/**
 * What a commit changed: `heard`, every changed user, for this process to hear at once (it has
 * them in hand), and `announced`, what to tell the others: the users themselves, or past
 * MAX_NAMED_USERS the one set stored with the commit.
 */
export type Committed = { heard: string[]; announced: string[] };

/** Commits; past MAX_NAMED_USERS the changed users are stored as a set in the same transaction. */
export async function commit(client: pg.ClientBase): Promise<Committed> {
  const results = (await client.query(
    `WITH gone AS (DELETE FROM pg_temp.woohoo_changed_users RETURNING user_id),
          agg AS (SELECT count(*)::int AS n, array_agg(user_id) AS ids FROM gone)
     SELECT ids::text[] AS ids,
            CASE WHEN n > ${MAX_NAMED_USERS} THEN record_user_change_set(ids)::text END AS set_id
       FROM agg WHERE n > 0;
     COMMIT`,
  )) as unknown as pg.QueryResult<{ ids: string[]; set_id: string | null }>[];
  const row = results[0]?.rows[0];
  if (!row) return { heard: [], announced: [] };
  return { heard: row.ids, announced: row.set_id === null ? row.ids : [setPayload(row.set_id)] };
}

/**
 * Announces `payloads` from a transaction of its own that changes no data, so nothing waits for
 * a disk flush under PostgreSQL's lock (`synchronous_commit` off loses nothing here: a crash also
 * ends every listener's connection, and they drop what they hold). A connection that listens
 * hears it before this returns, as it heard its own commits' announcements before.
 */
export async function announce(client: pg.ClientBase, payloads: readonly string[]): Promise<void> {
  const literals = payloads.map((payload) => {
    if (payload !== EVERY_USER && setIdOf(payload) === undefined && !/^\d+$/.test(payload))
      throw new Error(`not a user id: ${payload}`);
    return `'${payload}'`;
  });
  await client.query(
    `BEGIN; SET LOCAL synchronous_commit = off;
     SELECT pg_notify('${USER_CHANGED_CHANNEL}', payload) FROM unnest(ARRAY[${literals.join(',')}]::text[]) AS payload;
     COMMIT`,
  );
}

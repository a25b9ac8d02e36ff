-- Migration 040 announces each change of a user with pg_notify inside the transaction that made
-- it. PostgreSQL sends a transaction's notifications at its commit under one lock for the whole
-- database, held until the commit is on disk: every write that changed a user's balance queued
-- behind every other one's disk flush, a sixth of what the database waited for under the mixed
-- load of `npm run bench:mix`. A transaction that sets `woohoo.announce_after_commit` (the
-- PostgreSQL adapter's, db/postgres-db.ts) has the changed users gathered in a temporary table of
-- its session instead, which the adapter reads and empties with the COMMIT and announces right
-- after it, in a transaction of its own that has no data to flush. Any other session (a script,
-- psql, PGlite) announces at commit as before.
CREATE OR REPLACE FUNCTION announce_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_user bigint;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    changed_user := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    changed_user := OLD.user_id;
  ELSE
    changed_user := NEW.user_id;
  END IF;
  IF changed_user IS NULL THEN
    RETURN NULL;
  END IF;
  IF current_setting('woohoo.announce_after_commit', true) = 'on' THEN
    INSERT INTO pg_temp.woohoo_changed_users (user_id) VALUES (changed_user) ON CONFLICT DO NOTHING;
  ELSE
    PERFORM pg_notify('user_changed', changed_user::text);
  END IF;
  RETURN NULL;
END
$$;

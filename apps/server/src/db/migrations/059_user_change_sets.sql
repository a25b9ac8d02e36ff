-- Migrations 047 and 048 announced a transaction or statement that changed more than a thousand
-- users as "every user": the daily settlement changes most users' reward balances, so at 21:00
-- UTC+8 every replica emptied both its caches, users the settlement never touched included, and
-- every read went to the database at once (docs/rules.md "Read caches and large changes"). Such a
-- change now stores the users it changed as one set and announces the set's id (payload `#<id>`):
-- the message stays a few bytes however many users changed, and each replica reads the set and
-- drops exactly those users.
CREATE TABLE user_change_sets (
  id BIGSERIAL PRIMARY KEY,
  user_ids BIGINT[] NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Stores a set and answers its id. A set is read within moments of its announcement; one older
-- than an hour is of use to nobody and goes here (a replica that asks for a set no longer stored
-- drops everything, cache/user-caches.ts). SKIP LOCKED: two large commits never wait on each other
-- to prune the same old row.
CREATE FUNCTION record_user_change_set(ids BIGINT[]) RETURNS BIGINT LANGUAGE plpgsql AS $$
DECLARE
  set_id BIGINT;
BEGIN
  DELETE FROM user_change_sets WHERE id IN (
    SELECT id FROM user_change_sets WHERE created_at < now() - interval '1 hour' FOR UPDATE SKIP LOCKED
  );
  INSERT INTO user_change_sets (user_ids) VALUES (ids) RETURNING id INTO set_id;
  RETURN set_id;
END
$$;

-- The account trigger of migration 048, with the users of a large statement kept: gathered for
-- after the commit like any others when the adapter asks (it stores the set at commit,
-- db/announce-after-commit.ts), or stored as a set and announced at commit otherwise.
CREATE OR REPLACE FUNCTION announce_changed_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- MAX_NAMED_USERS in db/announce-after-commit.ts: past this many accounts, one set.
  many CONSTANT int := 1000;
BEGIN
  IF current_setting('woohoo.announce_after_commit', true) = 'on' THEN
    INSERT INTO pg_temp.woohoo_changed_users (user_id)
    SELECT DISTINCT user_id FROM changed_accounts WHERE user_id IS NOT NULL
    ON CONFLICT DO NOTHING;
  ELSIF (SELECT count(*) FROM changed_accounts) > many THEN
    PERFORM pg_notify('user_changed', '#' || record_user_change_set(
      ARRAY(SELECT DISTINCT user_id FROM changed_accounts WHERE user_id IS NOT NULL)));
  ELSE
    PERFORM pg_notify('user_changed', c.user_id::text)
       FROM (SELECT DISTINCT user_id FROM changed_accounts WHERE user_id IS NOT NULL) AS c;
  END IF;
  RETURN NULL;
END
$$;

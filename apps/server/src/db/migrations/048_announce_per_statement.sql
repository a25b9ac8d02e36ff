-- Migrations 040 and 047 gather a changed account's user with a row trigger: one call of PL/pgSQL
-- and one insert a changed row. The daily settlement changes about half a million accounts at a
-- million users, and that per-row work was about a third of the time its balance updates took.
-- The account triggers now run once a statement and read the rows it changed from its transition
-- table: one set-based insert (or one pg_notify a user) whatever the statement's size, and one
-- "every user" entry past a thousand accounts. Accounts
-- only ever change their balance, so the update trigger needs no column list (a trigger with a
-- transition table may not have one). The sessions and users triggers change a row at a time and
-- stay as they are.
CREATE FUNCTION announce_changed_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- A statement changing more accounts than this (a settlement batch) announces every user at
  -- once, as the PostgreSQL adapter does for a transaction (MAX_NAMED_USERS in
  -- db/announce-after-commit.ts): the caches drop everything rather than tens of thousands of
  -- users one by one. The user id 0, which no user has, stands for every user in the list.
  many CONSTANT int := 1000;
  every_user_id CONSTANT bigint := 0;
BEGIN
  IF current_setting('woohoo.announce_after_commit', true) = 'on' THEN
    IF (SELECT count(*) FROM changed_accounts) > many THEN
      INSERT INTO pg_temp.woohoo_changed_users (user_id) VALUES (every_user_id) ON CONFLICT DO NOTHING;
    ELSE
      INSERT INTO pg_temp.woohoo_changed_users (user_id)
      SELECT DISTINCT user_id FROM changed_accounts WHERE user_id IS NOT NULL
      ON CONFLICT DO NOTHING;
    END IF;
  ELSIF (SELECT count(*) FROM changed_accounts) > many THEN
    PERFORM pg_notify('user_changed', '*');
  ELSE
    PERFORM pg_notify('user_changed', c.user_id::text)
       FROM (SELECT DISTINCT user_id FROM changed_accounts WHERE user_id IS NOT NULL) AS c;
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER ledger_accounts_announce ON ledger_accounts;
CREATE TRIGGER ledger_accounts_announce_insert AFTER INSERT ON ledger_accounts
  REFERENCING NEW TABLE AS changed_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_accounts();
CREATE TRIGGER ledger_accounts_announce_update AFTER UPDATE ON ledger_accounts
  REFERENCING NEW TABLE AS changed_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_accounts();

-- Migrations 040 and 047 gather a changed account's user with a row trigger: one call of PL/pgSQL
-- and one insert a changed row. The daily settlement changes about half a million accounts at a
-- million users, and that per-row work was about a third of the time its balance updates took.
-- The account triggers now run once a statement and read the rows it changed from its transition
-- table: one set-based insert (or one pg_notify a user) whatever the statement's size. Accounts
-- only ever change their balance, so the update trigger needs no column list (a trigger with a
-- transition table may not have one). The sessions and users triggers change a row at a time and
-- stay as they are.
CREATE FUNCTION announce_changed_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('woohoo.announce_after_commit', true) = 'on' THEN
    INSERT INTO pg_temp.woohoo_changed_users (user_id)
    SELECT DISTINCT user_id FROM changed_accounts WHERE user_id IS NOT NULL
    ON CONFLICT DO NOTHING;
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

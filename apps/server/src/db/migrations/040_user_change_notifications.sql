-- Every API process keeps recently read sessions and balances in memory. So that none of them
-- serves a figure a committed write has changed, the database itself announces each change to a
-- user's balances, sessions or cached user fields on the `user_changed` channel (payload: the
-- user's id). NOTIFY is sent at commit and never for a rolled-back transaction; several
-- announcements of one user in one transaction arrive once.
CREATE FUNCTION announce_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF changed_user IS NOT NULL THEN
    PERFORM pg_notify('user_changed', changed_user::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER ledger_accounts_announce AFTER INSERT OR UPDATE OF balance ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION announce_user_change();
CREATE TRIGGER sessions_announce AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION announce_user_change();
CREATE TRIGGER users_announce AFTER UPDATE OF address, pid, created_at ON users
  FOR EACH ROW EXECUTE FUNCTION announce_user_change();

-- The settlement writes a million reward lines and half a million ledger entries in bulk.
-- A foreign key checks each row on its own (a lookup and a row lock per row): on the
-- bench's data that was 3.5x the cost of writing the reward lines themselves (296,032 lines:
-- 1.4 s without their two keys, 5.2 s with) and three quarters of each posting batch's entries
-- insert (17,000 entries: 100 ms to insert, 330 ms more for their two keys). The same references
-- are now checked once per statement, as one anti-join of the rows the statement added against
-- the referenced table, by a trigger that raises foreign_key_violation (23503) as the key did.
--
-- What a foreign key also did, refusing to delete a referenced row, holds without it: ledger
-- transfers refuse deletes (002), ledger accounts now do too (below), a settlement day is kept by
-- the other tables' keys to it, and a user with a reward line has the ledger account it was paid
-- into, whose key keeps the user.

CREATE FUNCTION ledger_entries_check_references() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM added a WHERE NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = a.transfer_id)) THEN
    RAISE EXCEPTION 'ledger_entries: transfer_id references no ledger transfer' USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF EXISTS (SELECT 1 FROM added a WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts x WHERE x.id = a.account_id)) THEN
    RAISE EXCEPTION 'ledger_entries: account_id references no ledger account' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_transfer_id_fkey;
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_id_fkey;
CREATE TRIGGER ledger_entries_references AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_check_references();

-- An account is history: never deleted, never renumbered (its balance alone changes).
CREATE TRIGGER ledger_accounts_kept BEFORE DELETE OR UPDATE OF id ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

CREATE FUNCTION rewards_check_references() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM added a WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = a.user_id)) THEN
    RAISE EXCEPTION 'rewards: user_id references no user' USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF EXISTS (SELECT 1 FROM added a WHERE NOT EXISTS (SELECT 1 FROM settlements s WHERE s.day = a.day)) THEN
    RAISE EXCEPTION 'rewards: day references no settlement' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

ALTER TABLE rewards DROP CONSTRAINT rewards_day_fkey;
ALTER TABLE rewards DROP CONSTRAINT rewards_user_id_fkey;
CREATE TRIGGER rewards_references AFTER INSERT ON rewards
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION rewards_check_references();

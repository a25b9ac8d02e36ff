-- The ledger's names become catalogues kept in packages/shared, and the database refuses anything
-- outside them. A test compares each CHECK below with its catalogue, so a kind or bucket added in
-- code without a migration fails.

-- Buckets (packages/shared/src/assets.ts BUCKETS): 'locked' held only withdrawals until now, so
-- every locked account becomes the withdrawal hold; staked and vesting are new.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_bucket_ck;
UPDATE ledger_accounts SET bucket = 'withdraw_hold' WHERE bucket = 'locked';
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_bucket_ck
  CHECK (bucket IN ('available', 'withdraw_hold', 'staked', 'vesting'));

-- Kinds (packages/shared/src/ledger-kinds.ts LEDGER_KINDS).
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_kind_ck
  CHECK (kind IN ('deposit', 'withdraw_hold', 'withdraw_payout', 'withdraw_refund', 'transfer', 'swap'));

-- A reference is `<record type>:<id>`; the history reads it to name the record.
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_ref_ck CHECK (ref ~ '^[a-z_]+:[0-9]+$');

-- The history of one user's asset reads entries per account, newest transfer first.
CREATE INDEX ledger_entries_account_transfer_idx ON ledger_entries (account_id, transfer_id DESC);
DROP INDEX ledger_entries_account_idx;

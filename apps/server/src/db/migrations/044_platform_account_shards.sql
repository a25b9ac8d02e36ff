-- A platform account that many users' writes touch at once is kept in several rows, its shards
-- (`@woohoo/shared/platform-accounts`, docs/rules.md "Platform accounts"): each transfer posts to
-- one, so concurrent purchases lock different rows. The account's balance is the sum of its rows.
-- A user's account is one row, shard 0. Shard rows open on first use.
ALTER TABLE ledger_accounts ADD COLUMN shard SMALLINT NOT NULL DEFAULT 0;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_shard_ck
  CHECK (shard >= 0 AND (user_id IS NULL OR shard = 0));
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_owner_uq;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_owner_uq UNIQUE (owner, asset, bucket, shard);

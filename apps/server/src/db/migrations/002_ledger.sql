-- The ledger (DESIGN "Money"): accounts with balances, transfers (one per operation, with its
-- idempotency key) and append-only entries, changed together in one transaction.

CREATE TABLE ledger_accounts (
  id BIGSERIAL PRIMARY KEY,
  -- 'u:<user id>' for a user's bucket, 'sys:<code>' for the platform's own accounts.
  owner TEXT NOT NULL,
  user_id BIGINT REFERENCES users (id),
  asset TEXT NOT NULL,
  bucket TEXT NOT NULL,
  balance NUMERIC(78, 0) NOT NULL DEFAULT 0,
  CONSTRAINT ledger_accounts_owner_uq UNIQUE (owner, asset, bucket),
  CONSTRAINT ledger_accounts_asset_ck CHECK (asset IN ('USDT', 'USDB', 'BHC', 'BNB', 'WOOHOO')),
  CONSTRAINT ledger_accounts_bucket_ck CHECK (bucket IN ('available', 'locked')),
  CONSTRAINT ledger_accounts_owner_ck CHECK ((user_id IS NOT NULL AND owner LIKE 'u:%') OR (user_id IS NULL AND owner LIKE 'sys:%')),
  -- No user balance ever goes below zero. Platform accounts mirror the outside world (what came
  -- in from the chain, USDB issued) and may.
  CONSTRAINT ledger_accounts_user_balance_nonnegative CHECK (user_id IS NULL OR balance >= 0)
);

CREATE TABLE ledger_transfers (
  id BIGSERIAL PRIMARY KEY,
  -- One operation, at most once: deposit:<chain>:<tx>:<log>, withdraw:<id>:hold, api:<user>:<key>...
  idempotency_key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  ref TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE ledger_entries (
  id BIGSERIAL PRIMARY KEY,
  transfer_id BIGINT NOT NULL REFERENCES ledger_transfers (id),
  account_id BIGINT NOT NULL REFERENCES ledger_accounts (id),
  asset TEXT NOT NULL,
  delta NUMERIC(78, 0) NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT ledger_entries_delta_nonzero CHECK (delta <> 0)
);

CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_transfer_idx ON ledger_entries (transfer_id);

-- Ledger rows are immutable: a correction is a new transfer, never an edit.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only (% on %)', TG_OP, TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

-- The platform's own accounts exist from the start, so no transfer has to create them under load.
INSERT INTO ledger_accounts (owner, asset, bucket)
SELECT 'sys:' || code, asset, 'available'
  FROM unnest(ARRAY['chain', 'fees', 'swap_reserve', 'issuance']) AS code,
       unnest(ARRAY['USDT', 'USDB', 'BHC', 'BNB', 'WOOHOO']) AS asset;

-- A retried API call returns its first result (Idempotency-Key header, per user).
CREATE TABLE api_idempotency (
  user_id BIGINT NOT NULL REFERENCES users (id),
  key TEXT NOT NULL,
  scope TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  response JSONB,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

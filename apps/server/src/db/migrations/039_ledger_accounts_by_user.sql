-- A user's balances are read by user_id on every balances call, every quote and every history page.
-- Without this index each read scanned every account of every user (seven or more per user), which
-- grows with the user base.
CREATE INDEX ledger_accounts_user_idx ON ledger_accounts (user_id, asset, bucket) WHERE user_id IS NOT NULL;

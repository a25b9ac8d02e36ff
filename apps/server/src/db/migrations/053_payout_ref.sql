-- docs/rules.md "Payouts exactly once": every withdrawal carries a random 256-bit payout reference,
-- set when the row is created, from which the id its payout names on chain is derived
-- (modules/withdraw/payouts/payout-id.ts). The BIGSERIAL id cannot serve: a database restored
-- from an old dump hands the same ids to new withdrawals, and the Payouts contract would then
-- refuse (or a plain transfer repeat) a payout that belongs to someone else. A random reference
-- is never handed out twice, restored or not. Two version 4 UUIDs from the server's strong
-- random source make its 64 hex digits; existing rows each get their own as the column is added
-- (the default is volatile, so it is evaluated per row).
ALTER TABLE withdrawals ADD COLUMN payout_ref TEXT NOT NULL
  DEFAULT ('0x' || replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''));
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_payout_ref_uq UNIQUE (payout_ref);

-- A payout the worker found already paid on chain (its id's Paid event) instead of signing one:
-- its transaction is not ours to rebroadcast, so `signed_tx` is empty ('0x').
ALTER TABLE payouts ADD COLUMN recognised_from_chain_at TIMESTAMPTZ;

-- docs/rules.md "Hot float and sweeps": what the hot wallet holds above its float and the payouts it
-- owes goes to cold storage (the Safe). Each sweep is one ERC-20 transfer signed with the payout nonce
-- manager's nonce and stored before it is broadcast, so a worker killed at any line rebroadcasts the
-- same bytes and the chain takes it once. The row is the audit: amount, cold address, transaction and
-- the block it settled in.
CREATE TABLE treasury_sweeps (
  tx_hash TEXT PRIMARY KEY,
  chain_id INTEGER NOT NULL,
  from_address TEXT NOT NULL,
  to_address TEXT NOT NULL,
  asset TEXT NOT NULL,
  amount NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  nonce BIGINT NOT NULL,
  signed_tx TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'signed' CHECK (status IN ('signed', 'success', 'reverted')),
  block_number BIGINT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  settled_at TIMESTAMPTZ,
  CONSTRAINT treasury_sweeps_nonce_uq UNIQUE (chain_id, from_address, nonce)
);

-- At most one sweep in flight per treasury: a second could only be signed from a balance the first
-- has not left yet.
CREATE UNIQUE INDEX treasury_sweeps_one_in_flight_uq ON treasury_sweeps (chain_id, from_address)
  WHERE status = 'signed';
CREATE INDEX treasury_sweeps_recent_idx ON treasury_sweeps (created_at DESC);

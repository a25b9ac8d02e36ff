-- Deposits seen on chain, withdrawals and their payouts, transfers and swaps (SPEC 1, 4).

CREATE TABLE chain_cursors (
  name TEXT PRIMARY KEY,
  -- The last block fully processed, and its hash to notice a reorganisation below the cursor.
  block_number BIGINT NOT NULL,
  block_hash TEXT NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE deposits (
  id BIGSERIAL PRIMARY KEY,
  chain_id INTEGER NOT NULL,
  tx_hash TEXT NOT NULL,
  log_index INTEGER NOT NULL,
  block_number BIGINT NOT NULL,
  block_hash TEXT NOT NULL,
  address TEXT NOT NULL,
  user_id BIGINT REFERENCES users (id),
  asset TEXT NOT NULL,
  amount NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  -- SPEC 4: 'reviewing' while waiting for confirmations (or for the wallet to register),
  -- 'success' once credited.
  status TEXT NOT NULL CHECK (status IN ('reviewing', 'success')),
  credited_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT deposits_event_uq UNIQUE (chain_id, tx_hash, log_index)
);

CREATE INDEX deposits_user_idx ON deposits (user_id, id DESC);
CREATE INDEX deposits_pending_idx ON deposits (status) WHERE status = 'reviewing';

CREATE TABLE withdrawals (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  asset TEXT NOT NULL,
  amount NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  fee NUMERIC(78, 0) NOT NULL CHECK (fee >= 0 AND fee < amount),
  to_address TEXT NOT NULL,
  -- SPEC 4: on-chain reviewing -> review approved -> success, or review rejected.
  status TEXT NOT NULL CHECK (status IN ('reviewing', 'approved', 'success', 'rejected')),
  reviewed_by TEXT,
  reviewed_at TIMESTAMPTZ,
  tx_hash TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, id DESC);
CREATE INDEX withdrawals_status_idx ON withdrawals (status, id);

-- The payout of an approved withdrawal. The signed transaction and its nonce are stored before
-- broadcast, so a worker that dies anywhere resumes by rebroadcasting the same bytes.
CREATE TABLE payouts (
  withdrawal_id BIGINT PRIMARY KEY REFERENCES withdrawals (id),
  chain_id INTEGER NOT NULL,
  from_address TEXT NOT NULL,
  nonce BIGINT NOT NULL,
  signed_tx TEXT NOT NULL,
  tx_hash TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('signed', 'confirmed', 'failed')),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT payouts_nonce_uq UNIQUE (chain_id, from_address, nonce)
);

CREATE TABLE transfers (
  id BIGSERIAL PRIMARY KEY,
  from_user_id BIGINT NOT NULL REFERENCES users (id),
  to_user_id BIGINT NOT NULL REFERENCES users (id),
  asset TEXT NOT NULL,
  amount NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  fee NUMERIC(78, 0) NOT NULL CHECK (fee >= 0 AND fee < amount),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT transfers_not_self CHECK (from_user_id <> to_user_id)
);

CREATE INDEX transfers_from_idx ON transfers (from_user_id, id DESC);
CREATE INDEX transfers_to_idx ON transfers (to_user_id, id DESC);

CREATE TABLE swaps (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  from_asset TEXT NOT NULL,
  to_asset TEXT NOT NULL,
  amount NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  fee NUMERIC(78, 0) NOT NULL CHECK (fee >= 0 AND fee < amount),
  received NUMERIC(78, 0) NOT NULL CHECK (received > 0),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX swaps_user_idx ON swaps (user_id, id DESC);

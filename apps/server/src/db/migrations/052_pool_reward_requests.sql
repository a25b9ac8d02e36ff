-- docs/rules.md "The on-chain pool": an operator's reward for the pool's stakers is a request the
-- payout worker performs (the one process holding the treasury key), not a transaction the API
-- sends. Its transactions (a BHC approve when the allowance is short, then Funding.addReward) are
-- signed with the payout nonce manager's nonces and stored before they are broadcast, as payouts are.
CREATE TABLE pool_reward_requests (
  id BIGSERIAL PRIMARY KEY,
  amount NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  state TEXT NOT NULL DEFAULT 'requested' CHECK (state IN ('requested', 'confirmed', 'failed')),
  requested_by TEXT NOT NULL,
  -- The addReward transaction once mined, and why a failed request failed.
  tx_hash TEXT,
  failure TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX pool_reward_requests_open_idx ON pool_reward_requests (id) WHERE state = 'requested';

CREATE TABLE pool_reward_transactions (
  tx_hash TEXT PRIMARY KEY,
  request_id BIGINT NOT NULL REFERENCES pool_reward_requests (id),
  step TEXT NOT NULL CHECK (step IN ('approve', 'addReward')),
  chain_id INTEGER NOT NULL,
  from_address TEXT NOT NULL,
  nonce BIGINT NOT NULL,
  signed_tx TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'signed' CHECK (status IN ('signed', 'success', 'reverted')),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT pool_reward_transactions_nonce_uq UNIQUE (chain_id, from_address, nonce)
);

CREATE INDEX pool_reward_transactions_request_idx ON pool_reward_transactions (request_id, created_at);

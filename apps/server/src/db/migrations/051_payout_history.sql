-- docs/rules.md "Payout runbook": a payout an operator retries (the chain never mined it: it
-- reverted, or its nonce was taken by another transaction) leaves `payouts` so that the payout
-- worker signs a new one with a new nonce; the old row and every transaction signed for its
-- nonce are kept here, as they were, with who retired it and when.
CREATE TABLE payout_history (
  id BIGSERIAL PRIMARY KEY,
  withdrawal_id BIGINT NOT NULL REFERENCES withdrawals (id),
  chain_id INTEGER NOT NULL,
  from_address TEXT NOT NULL,
  nonce BIGINT NOT NULL,
  signed_tx TEXT NOT NULL,
  tx_hash TEXT NOT NULL,
  status TEXT NOT NULL,
  -- Why it was retired: 'failed' or 'nonceCollided'.
  trouble TEXT NOT NULL,
  block_number BIGINT,
  created_at TIMESTAMPTZ NOT NULL,
  -- Every transaction signed for the nonce: [{ "tx_hash", "signed_tx", "created_at" }].
  transactions JSONB NOT NULL,
  retired_by TEXT NOT NULL,
  retired_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX payout_history_withdrawal_idx ON payout_history (withdrawal_id, id);

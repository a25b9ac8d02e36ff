-- Every transaction signed for a payout's nonce (docs/rules.md "Payout gas"): the first one and
-- each replacement at a higher gas price. They share the nonce, so at most one is ever mined;
-- the payout worker looks for all of them. payouts.tx_hash and signed_tx hold the newest (what
-- is rebroadcast) until one is mined, then the one that was.
CREATE TABLE payout_transactions (
  tx_hash TEXT PRIMARY KEY,
  withdrawal_id BIGINT NOT NULL REFERENCES payouts (withdrawal_id),
  signed_tx TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX payout_transactions_withdrawal_idx ON payout_transactions (withdrawal_id, created_at);

INSERT INTO payout_transactions (tx_hash, withdrawal_id, signed_tx, created_at)
  SELECT tx_hash, withdrawal_id, signed_tx, created_at FROM payouts;

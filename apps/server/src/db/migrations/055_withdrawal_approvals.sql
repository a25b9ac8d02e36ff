-- docs/rules.md "Treasury limits": an operator's approval of a withdrawal waiting for review. A
-- withdrawal above the four-eyes threshold, or one whose approval would take the day beyond the
-- daily hot-wallet limit, is approved once two distinct authenticated operators have approved it.
CREATE TABLE withdrawal_approvals (
  withdrawal_id BIGINT NOT NULL REFERENCES withdrawals (id),
  -- The authenticated operator (a wallet address, or the CLI token), never a stated name.
  operator TEXT NOT NULL,
  approved_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (withdrawal_id, operator)
);

-- The per-user velocity limit sums a user's withdrawals of the last 24 hours.
CREATE INDEX withdrawals_user_created_idx ON withdrawals (user_id, asset, created_at);

-- A withdrawal may now wait for review because its user's last 24 hours pass the per-user limit.
ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_review_reason_ck;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_review_reason_ck
  CHECK (review_reason IN ('size', 'dailyLimit', 'velocity'));

-- A balance adjustment above the two-operator threshold: proposed by one operator, carried out
-- when a second, distinct one sends the same adjustment (same user, asset, amount and reason)
-- within 24 hours. `taken_at` marks the proposal used.
CREATE TABLE adjustment_proposals (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  asset TEXT NOT NULL,
  amount NUMERIC(78, 0) NOT NULL,
  reason TEXT NOT NULL,
  operator TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  taken_at TIMESTAMPTZ
);
CREATE INDEX adjustment_proposals_open_idx ON adjustment_proposals (user_id, asset) WHERE taken_at IS NULL;

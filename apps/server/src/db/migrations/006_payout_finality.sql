-- A paid withdrawal is watched until its payout is final. The payout worker re-reads the
-- receipt of a confirmed payout until it is `final_at` deep; one whose transaction is no longer
-- on the chain becomes 'vanished' for an operator (and back to 'confirmed' if it returns).

ALTER TABLE payouts DROP CONSTRAINT payouts_status_check;
ALTER TABLE payouts ADD CONSTRAINT payouts_status_check
  CHECK (status IN ('signed', 'confirmed', 'failed', 'vanished'));
ALTER TABLE payouts ADD COLUMN block_number BIGINT;
ALTER TABLE payouts ADD COLUMN final_at TIMESTAMPTZ;

CREATE INDEX payouts_unfinal_idx ON payouts (withdrawal_id) WHERE status IN ('confirmed', 'vanished') AND final_at IS NULL;

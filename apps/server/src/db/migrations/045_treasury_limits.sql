-- Treasury limits (docs/rules.md "Treasury limits").
-- Why a withdrawal waits for an operator: its size (at or above the auto-approval threshold), or
-- the day's payouts reaching the daily hot-wallet limit. NULL for one approved at once, and for
-- those made before this column.
ALTER TABLE withdrawals ADD COLUMN review_reason TEXT
  CONSTRAINT withdrawals_review_reason_ck CHECK (review_reason IN ('size', 'dailyLimit'));
-- Why an approved withdrawal's payout is not sent yet, in an operator's words (the treasury holds
-- less than it sends), and since when; cleared once it is funded. The user sees "processing".
ALTER TABLE withdrawals ADD COLUMN payout_wait TEXT;
ALTER TABLE withdrawals ADD COLUMN payout_wait_since TIMESTAMPTZ;
-- The day's payouts, summed for every new withdrawal: approved ones by when they were approved.
CREATE INDEX withdrawals_approved_at_idx ON withdrawals (asset, reviewed_at)
  WHERE status IN ('approved', 'success');

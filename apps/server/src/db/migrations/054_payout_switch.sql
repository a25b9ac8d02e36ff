-- docs/rules.md "The payout kill switch": one row, set by an operator (console or CLI), read by
-- the payout worker at the start of every tick and by every API replica with the withdrawals'
-- pause. Absent means payouts run.
CREATE TABLE payout_switch (
  id BOOLEAN PRIMARY KEY DEFAULT true CHECK (id),
  stopped BOOLEAN NOT NULL,
  -- The authenticated operator who set it last, as the audit names them.
  changed_by TEXT NOT NULL,
  changed_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- What the workers that pay withdrawals last said about themselves, shared by every process
-- (docs/rules.md "Withdrawals while payouts are paused"). The API replicas and the worker are
-- separate processes: a replica cannot ask the worker, so the worker writes its state here with a
-- heartbeat, and every replica reads it before it accepts a new withdrawal. One row per worker
-- ('payout worker', and 'local chain' for the start-up check of a local chain behind its
-- database); no row means no such worker ever ran against this database.
CREATE TABLE worker_states (
  worker TEXT PRIMARY KEY,
  state TEXT NOT NULL CHECK (state IN ('running', 'halted')),
  -- Why it is halted, in an operator's words (the user sees a translated reason instead).
  reason TEXT,
  -- When the state (or the reason) last changed; heartbeat_at moves with every report.
  since TIMESTAMPTZ NOT NULL DEFAULT now(),
  heartbeat_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT worker_states_reason_ck CHECK ((state = 'halted') = (reason IS NOT NULL))
);

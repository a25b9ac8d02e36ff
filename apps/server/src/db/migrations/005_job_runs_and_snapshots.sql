-- The home of background jobs.

-- One row per run of a job. A run works in batches; after each batch its cursor is saved in the
-- same transaction as the batch's writes, so a run that dies (status still 'running') is resumed
-- by the next one from where it stopped. `run_key` names what a run is for (a day, for daily
-- jobs): a key that has succeeded is not run again.
CREATE TABLE job_runs (
  id BIGSERIAL PRIMARY KEY,
  job TEXT NOT NULL,
  run_key TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('running', 'succeeded', 'failed')),
  cursor TEXT,
  batches INTEGER NOT NULL DEFAULT 0 CHECK (batches >= 0),
  error TEXT,
  started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  finished_at TIMESTAMPTZ,
  CONSTRAINT job_runs_finished_ck CHECK ((status = 'running') = (finished_at IS NULL))
);

CREATE INDEX job_runs_job_idx ON job_runs (job, run_key, id DESC);

-- The public transparency report as the reconciliation job computed it; the route serves the
-- newest, so an anonymous GET never aggregates the ledger.
CREATE TABLE transparency_snapshots (
  id BIGSERIAL PRIMARY KEY,
  report JSONB NOT NULL,
  generated_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX transparency_snapshots_generated_idx ON transparency_snapshots (generated_at DESC, id DESC);

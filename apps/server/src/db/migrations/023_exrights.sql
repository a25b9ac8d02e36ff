-- The ex-rights screen's data (SPEC 2), maintained by an operator. SPEC 9: up to 5 events.
CREATE TABLE exrights_issuance (
  id BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (id),
  total_supply NUMERIC(78, 0) NOT NULL CHECK (total_supply >= 0),
  issued NUMERIC(78, 0) NOT NULL CHECK (issued >= 0 AND issued <= total_supply),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE exrights_events (
  seq INTEGER PRIMARY KEY CHECK (seq BETWEEN 1 AND 5),
  happened_at TIMESTAMPTZ NOT NULL,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  detail TEXT NOT NULL DEFAULT '' CHECK (length(detail) <= 500),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Each settled day's total paid per reward kind, for the public transparency page. Written by the
-- settlement with the day (settlement-compute.ts); older days are filled here from their reward
-- lines.
CREATE TABLE settlement_kind_totals (
  day DATE NOT NULL REFERENCES settlements (day),
  kind TEXT NOT NULL,
  asset TEXT NOT NULL,
  lines INTEGER NOT NULL CHECK (lines > 0),
  paid_value NUMERIC(78, 0) NOT NULL CHECK (paid_value >= 0),
  amount NUMERIC(78, 0) NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (day, kind, asset)
);

INSERT INTO settlement_kind_totals (day, kind, asset, lines, paid_value, amount)
SELECT day, kind, asset, count(*)::int, sum(paid_value), sum(amount) FROM rewards GROUP BY day, kind, asset;

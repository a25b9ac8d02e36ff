-- The daily proof of liabilities (docs/rules.md "Proof of liabilities"): per settlement day and
-- asset the Merkle-sum root, its total and leaf count, every node (to answer a user's path with a
-- few point reads) and each leaf's owner and secret salt. Built once by the liabilities job; the
-- publication on chain only fills in the transaction.

CREATE TABLE liabilities_roots (
  day DATE NOT NULL,
  asset TEXT NOT NULL,
  root TEXT NOT NULL CHECK (root ~ '^0x[0-9a-f]{64}$'),
  total NUMERIC(78, 0) NOT NULL CHECK (total >= 0),
  leaf_count INTEGER NOT NULL CHECK (leaf_count >= 0),
  as_of TIMESTAMPTZ NOT NULL,
  contract TEXT,
  tx_hash TEXT CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
  published_at TIMESTAMPTZ,
  PRIMARY KEY (day, asset),
  CONSTRAINT liabilities_roots_asset_ck CHECK (asset IN ('USDT', 'USDB', 'BHC', 'BNB', 'WOOHOO'))
);

CREATE TABLE liabilities_nodes (
  day DATE NOT NULL,
  asset TEXT NOT NULL,
  -- 0 for the leaves, up to the root's level.
  level SMALLINT NOT NULL CHECK (level >= 0),
  node_index INTEGER NOT NULL CHECK (node_index >= 0),
  hash TEXT NOT NULL,
  sum NUMERIC(78, 0) NOT NULL CHECK (sum >= 0),
  PRIMARY KEY (day, asset, level, node_index),
  FOREIGN KEY (day, asset) REFERENCES liabilities_roots (day, asset)
);

CREATE TABLE liabilities_leaves (
  day DATE NOT NULL,
  asset TEXT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users (id),
  leaf_index INTEGER NOT NULL CHECK (leaf_index >= 0),
  balance NUMERIC(78, 0) NOT NULL CHECK (balance > 0),
  salt TEXT NOT NULL CHECK (salt ~ '^0x[0-9a-f]{64}$'),
  PRIMARY KEY (day, asset, user_id),
  UNIQUE (day, asset, leaf_index),
  FOREIGN KEY (day, asset) REFERENCES liabilities_roots (day, asset)
);

-- A published day is never rewritten: nodes and leaves are append-only, and a root row may only
-- gain its publication (contract, transaction, time) once.
CREATE FUNCTION liabilities_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'proof of liabilities rows are append-only (% on %)', TG_OP, TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION liabilities_roots_guard() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.tx_hash IS NULL
     AND (NEW.day, NEW.asset, NEW.root, NEW.total, NEW.leaf_count, NEW.as_of)
         IS NOT DISTINCT FROM (OLD.day, OLD.asset, OLD.root, OLD.total, OLD.leaf_count, OLD.as_of) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'proof of liabilities rows are append-only (% on %)', TG_OP, TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER liabilities_roots_append_only BEFORE UPDATE OR DELETE ON liabilities_roots
  FOR EACH ROW EXECUTE FUNCTION liabilities_roots_guard();
CREATE TRIGGER liabilities_nodes_append_only BEFORE UPDATE OR DELETE ON liabilities_nodes
  FOR EACH ROW EXECUTE FUNCTION liabilities_refuse_change();
CREATE TRIGGER liabilities_leaves_append_only BEFORE UPDATE OR DELETE ON liabilities_leaves
  FOR EACH ROW EXECUTE FUNCTION liabilities_refuse_change();

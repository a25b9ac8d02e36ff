-- The rules configuration and the node sale (SPEC 1, 5, 9; docs/rules.md "The rules configuration"
-- and "Node sale").

-- The versioned rules (packages/shared/src/rules/rules-config.ts). The version in force at a
-- time is the highest whose effective_at has come; none stored means the defaults (version 1).
-- Orders keep the version they were made under.
CREATE TABLE rules_versions (
  version INTEGER PRIMARY KEY CHECK (version > 1),
  effective_at TIMESTAMPTZ NOT NULL,
  body JSONB NOT NULL,
  created_by TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- One row per node kind: the shares sold so far. A purchase locks its kind's row in the same
-- transaction as the payment, so concurrent buyers can never sell more than the supply.
CREATE TABLE node_sales_counters (
  kind TEXT PRIMARY KEY CHECK (kind IN ('main', 'genesis', 'community')),
  sold INTEGER NOT NULL DEFAULT 0 CHECK (sold >= 0)
);
INSERT INTO node_sales_counters (kind) VALUES ('main'), ('genesis'), ('community');

CREATE TABLE node_orders (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL REFERENCES node_sales_counters (kind),
  shares INTEGER NOT NULL CHECK (shares >= 1),
  price NUMERIC(78, 0) NOT NULL CHECK (price > 0),
  total NUMERIC(78, 0) NOT NULL CHECK (total = price * shares),
  -- SPEC 1: the shares this order counts for the buyer's own performance (0 or 1).
  self_counted INTEGER NOT NULL CHECK (self_counted IN (0, 1)),
  repurchase BOOLEAN NOT NULL,
  -- The buyer's referrer when the order was made, who got its rewards (null: none).
  referrer_id BIGINT REFERENCES users (id),
  rules_version INTEGER NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX node_orders_user_idx ON node_orders (user_id, id DESC);
CREATE INDEX node_orders_referrer_idx ON node_orders (referrer_id);

-- The platform account node orders pay into (catalogued in platform-accounts.ts).
INSERT INTO ledger_accounts (owner, asset, bucket)
SELECT 'sys:node_sales', asset, 'available'
  FROM unnest(ARRAY['USDT', 'USDB', 'BHC', 'BNB', 'WOOHOO']) AS asset;

-- The ledger kinds of the node sale (packages/shared/src/ledger-kinds.ts).
ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_ck;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_kind_ck
  CHECK (kind IN ('deposit', 'withdraw_hold', 'withdraw_payout', 'withdraw_refund', 'transfer', 'swap',
                  'node_purchase', 'node_sales_reward', 'node_share_bonus', 'node_tier_bonus'));

-- The locked $WOOHOO sale in phases, and locked positions released daily (SPEC 1, 3, 4, 9;
-- docs/rules.md "Locked $WOOHOO sale and locked positions").

-- One row per phase: what is sold. A purchase locks the phase rows in the same transaction as
-- the payment, so concurrent buyers never sell more than a quota.
CREATE TABLE woohoo_phases (
  phase INTEGER PRIMARY KEY CHECK (phase >= 1),
  sold NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (sold >= 0)
);
INSERT INTO woohoo_phases (phase) VALUES (1), (2), (3);

CREATE TABLE woohoo_orders (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  phase INTEGER NOT NULL REFERENCES woohoo_phases (phase),
  amount NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  price NUMERIC(78, 0) NOT NULL CHECK (price > 0),
  cost NUMERIC(78, 0) NOT NULL CHECK (cost >= 0),
  rules_version INTEGER NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX woohoo_orders_user_idx ON woohoo_orders (user_id, id DESC);

-- A locked position (SPEC 3): what an order bought, in the buyer's vesting bucket until released.
CREATE TABLE positions (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  order_id BIGINT NOT NULL UNIQUE REFERENCES woohoo_orders (id),
  asset TEXT NOT NULL CHECK (asset = 'WOOHOO'),
  locked_amount NUMERIC(78, 0) NOT NULL CHECK (locked_amount > 0),
  released NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (released >= 0 AND released <= locked_amount),
  daily_release_bps INTEGER NOT NULL CHECK (daily_release_bps > 0),
  lock_time TIMESTAMPTZ NOT NULL,
  release_start TIMESTAMPTZ NOT NULL,
  rules_version INTEGER NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX positions_user_idx ON positions (user_id, id DESC);
CREATE INDEX positions_releasing_idx ON positions (release_start, id) WHERE released < locked_amount;

-- One row per position and day released: a day is released at most once.
CREATE TABLE position_releases (
  position_id BIGINT NOT NULL REFERENCES positions (id),
  day DATE NOT NULL,
  amount NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  released_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (position_id, day)
);

INSERT INTO ledger_accounts (owner, asset, bucket)
SELECT 'sys:woohoo_sales', asset, 'available'
  FROM unnest(ARRAY['USDT', 'USDB', 'BHC', 'BNB', 'WOOHOO']) AS asset;

ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_ck;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_kind_ck
  CHECK (kind IN ('deposit', 'withdraw_hold', 'withdraw_payout', 'withdraw_refund', 'transfer', 'swap',
                  'node_purchase', 'node_sales_reward', 'node_share_bonus', 'node_tier_bonus',
                  'stake_open', 'stake_return', 'woohoo_purchase', 'position_release'));

-- The referral team (referrer as a foreign key, a closure table), levels, the daily settlement
-- and its reward lines, the global bonus as locked positions, and the reward kinds (SPEC 3, 6, 9;
-- docs/rules.md "The referral team", "Team levels and ranks" and "Rewards and the daily
-- settlement").

-- The referrer as a foreign key (users.pid keeps the address the session shows, SPEC 3 usermsg.pid).
ALTER TABLE users ADD COLUMN referrer_id BIGINT REFERENCES users (id);
UPDATE users u SET referrer_id = r.id FROM users r WHERE u.pid = r.address;
CREATE INDEX users_referrer_idx ON users (referrer_id, id);
ALTER TABLE users ADD CONSTRAINT users_referrer_not_self CHECK (referrer_id IS NULL OR referrer_id <> id);

-- Every (ancestor, descendant) pair of the tree with its depth (1 = direct referral), written at
-- registration and binding, so team queries never walk the tree per request.
CREATE TABLE user_closure (
  ancestor_id BIGINT NOT NULL REFERENCES users (id),
  descendant_id BIGINT NOT NULL REFERENCES users (id),
  depth INTEGER NOT NULL CHECK (depth >= 1),
  PRIMARY KEY (ancestor_id, descendant_id)
);
CREATE INDEX user_closure_descendant_idx ON user_closure (descendant_id, depth);
INSERT INTO user_closure (ancestor_id, descendant_id, depth)
WITH RECURSIVE up (descendant_id, ancestor_id, depth) AS (
  SELECT id, referrer_id, 1 FROM users WHERE referrer_id IS NOT NULL
  UNION ALL
  SELECT up.descendant_id, u.referrer_id, up.depth + 1
    FROM up JOIN users u ON u.id = up.ancestor_id
   WHERE u.referrer_id IS NOT NULL
)
SELECT ancestor_id, descendant_id, depth FROM up;

-- What counts as performance (SPEC 3 "node performance"; docs/rules.md "Team levels"): node
-- orders and stakes, at what they paid. One definition for the team page and the settlement.
CREATE VIEW performance_orders AS
  SELECT 'node_order'::text AS source, id, user_id, total AS amount, created_at FROM node_orders
  UNION ALL
  SELECT 'stake_order'::text, id, user_id, amount, created_at FROM stake_orders;

-- Levels as the last settlement computed them (only users with a level have a row).
CREATE TABLE user_levels (
  user_id BIGINT PRIMARY KEY REFERENCES users (id),
  level SMALLINT NOT NULL CHECK (level BETWEEN 1 AND 5),
  day DATE NOT NULL
);

-- One row per settled day: what it read and paid (docs/rules.md "Rewards and the daily
-- settlement").
CREATE TABLE settlements (
  day DATE PRIMARY KEY,
  rules_version INTEGER NOT NULL,
  base NUMERIC(78, 0) NOT NULL,
  cap NUMERIC(78, 0) NOT NULL,
  total_value NUMERIC(78, 0) NOT NULL,
  paid_value NUMERIC(78, 0) NOT NULL,
  capped BOOLEAN NOT NULL,
  users_paid INTEGER NOT NULL,
  lines INTEGER NOT NULL,
  computed_ms INTEGER NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Every reward line of a day: who, which kind, from what, and how much (the income details).
CREATE TABLE rewards (
  id BIGSERIAL PRIMARY KEY,
  day DATE NOT NULL REFERENCES settlements (day),
  user_id BIGINT NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('static', 'differential', 'same_level', 'override', 'generation',
    'team_subsidy', 'community_subsidy', 'fee_dividend', 'network_dividend', 'global_bonus',
    'id_referral', 'token_referral')),
  asset TEXT NOT NULL,
  amount NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  value NUMERIC(78, 0) NOT NULL CHECK (value > 0),
  paid_value NUMERIC(78, 0) NOT NULL CHECK (paid_value > 0 AND paid_value <= value),
  source TEXT NOT NULL CHECK (source IN ('node_order', 'stake_order', 'woohoo_order', 'user', 'pool')),
  -- The order id, or the referral's user id for an ID referral; null for a pool.
  source_id BIGINT,
  basis NUMERIC(78, 0) NOT NULL,
  rate_bps INTEGER NOT NULL,
  weight INTEGER NOT NULL,
  weight_total INTEGER NOT NULL
);
CREATE INDEX rewards_user_idx ON rewards (user_id, id DESC);
CREATE INDEX rewards_day_idx ON rewards (day, user_id);

CREATE TRIGGER rewards_append_only BEFORE UPDATE OR DELETE ON rewards
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

-- The ranking list (SPEC 2 /pages/my/Rankinglist): each settled day's top earners by the USDT
-- value of their rewards, kept at settlement so the page never aggregates a day's lines.
CREATE TABLE settlement_ranking (
  day DATE NOT NULL REFERENCES settlements (day),
  rank INTEGER NOT NULL CHECK (rank >= 1),
  user_id BIGINT NOT NULL REFERENCES users (id),
  value NUMERIC(78, 0) NOT NULL,
  PRIMARY KEY (day, rank)
);

-- The global bonus is a locked position released 1/60 a day (SPEC 9): positions now also come
-- from a settlement day, in USDT, and may release over a number of days instead of a daily ratio.
ALTER TABLE positions ALTER COLUMN order_id DROP NOT NULL;
ALTER TABLE positions DROP CONSTRAINT positions_asset_check;
ALTER TABLE positions ADD CONSTRAINT positions_asset_check CHECK (asset IN ('WOOHOO', 'USDT'));
ALTER TABLE positions ADD COLUMN source TEXT NOT NULL DEFAULT 'woohoo_order'
  CHECK (source IN ('woohoo_order', 'global_bonus'));
ALTER TABLE positions ADD COLUMN settlement_day DATE;
ALTER TABLE positions ADD COLUMN release_days INTEGER CHECK (release_days IS NULL OR release_days >= 1);
ALTER TABLE positions ALTER COLUMN daily_release_bps DROP NOT NULL;
ALTER TABLE positions ADD CONSTRAINT positions_source_ck CHECK (
  (source = 'woohoo_order' AND order_id IS NOT NULL AND daily_release_bps IS NOT NULL)
  OR (source = 'global_bonus' AND settlement_day IS NOT NULL AND release_days IS NOT NULL));
CREATE UNIQUE INDEX positions_global_bonus_uq ON positions (user_id, settlement_day) WHERE source = 'global_bonus';

-- The platform's reward account: what rewards paid out (negative), per asset.
INSERT INTO ledger_accounts (owner, asset, bucket)
SELECT 'sys:rewards', asset, 'available'
  FROM unnest(ARRAY['USDT', 'USDB', 'BHC', 'BNB', 'WOOHOO']) AS asset;

-- A reward's reference is its settlement day: settlement:YYYY-MM-DD.
ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_ref_ck;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_ref_ck
  CHECK (ref ~ '^[a-z_]+:[0-9]+$' OR ref ~ '^settlement:[0-9]{4}-[0-9]{2}-[0-9]{2}$');

ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_ck;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_kind_ck
  CHECK (kind IN ('deposit', 'withdraw_hold', 'withdraw_payout', 'withdraw_refund', 'transfer', 'swap',
                  'node_purchase', 'node_sales_reward', 'node_share_bonus', 'node_tier_bonus',
                  'stake_open', 'stake_return', 'woohoo_purchase', 'position_release',
                  'mall_purchase', 'mall_refund',
                  'reward_static', 'reward_differential', 'reward_same_level', 'reward_override',
                  'reward_generation', 'reward_team_subsidy', 'reward_community_subsidy',
                  'reward_fee_dividend', 'reward_network_dividend', 'reward_global_bonus',
                  'reward_id_referral', 'reward_token_referral'));

-- The weekly assessment (SPEC 3, 4; docs/rules.md "Weekly assessment"). Dynamic rewards of a user
-- with a level wait in the reward_hold bucket until their week is assessed; then they are released,
-- or partly cleared.

ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_bucket_ck;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_bucket_ck
  CHECK (bucket IN ('available', 'withdraw_hold', 'staked', 'vesting', 'reward_hold'));

-- Whether a reward line waits for its week's assessment (decided at settlement).
ALTER TABLE rewards DISABLE TRIGGER rewards_append_only;
ALTER TABLE rewards ADD COLUMN held BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE rewards ENABLE TRIGGER rewards_append_only;

-- When a user first held a level, and the last day of their assessment-free days.
CREATE TABLE assessment_profiles (
  user_id BIGINT PRIMARY KEY REFERENCES users (id),
  first_level_day DATE NOT NULL,
  free_until DATE NOT NULL
);

-- Each settled day's new team performance of every user with a level: the weekly figure.
CREATE TABLE team_day_performance (
  day DATE NOT NULL REFERENCES settlements (day),
  user_id BIGINT NOT NULL REFERENCES users (id),
  level SMALLINT NOT NULL,
  team NUMERIC(78, 0) NOT NULL,
  PRIMARY KEY (user_id, day)
);

-- One row per assessed user and week: the outcome and what it cleared.
CREATE TABLE assessments (
  week_start DATE NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users (id),
  level SMALLINT NOT NULL,
  target NUMERIC(78, 0) NOT NULL,
  completed NUMERIC(78, 0) NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('completed', 'not_completed')),
  -- USDT value of the held rewards, and of what was cleared.
  held_value NUMERIC(78, 0) NOT NULL,
  cleared_value NUMERIC(78, 0) NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (week_start, user_id)
);

ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_ck;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_kind_ck
  CHECK (kind IN ('deposit', 'withdraw_hold', 'withdraw_payout', 'withdraw_refund', 'transfer', 'swap',
                  'node_purchase', 'node_sales_reward', 'node_share_bonus', 'node_tier_bonus',
                  'stake_open', 'stake_return', 'woohoo_purchase', 'position_release',
                  'mall_purchase', 'mall_refund',
                  'reward_static', 'reward_differential', 'reward_same_level', 'reward_override',
                  'reward_generation', 'reward_team_subsidy', 'reward_community_subsidy',
                  'reward_fee_dividend', 'reward_network_dividend', 'reward_global_bonus',
                  'reward_id_referral', 'reward_token_referral',
                  'assessment_release', 'assessment_clear'));

-- The task centre (SPEC 2, 4, 5, 6). docs/rules.md "Task centre".

-- One row per user and task once the user applies or claims: the community application
-- (SPEC 3 and 5) and the claim, paid once through the ledger (reference task:<id>).
CREATE TABLE task_records (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  task TEXT NOT NULL CHECK (task IN ('pioneer_target', 'pioneer_captains', 'captain_reward', 'ambassador_reward')),
  community_name TEXT CHECK (char_length(community_name) BETWEEN 1 AND 60),
  meeting_link TEXT CHECK (meeting_link ~ '^https://'),
  applied_at TIMESTAMPTZ,
  reward NUMERIC(78, 0) CHECK (reward > 0),
  rules_version INT,
  claimed_at TIMESTAMPTZ,
  UNIQUE (user_id, task),
  CONSTRAINT task_records_applied_ck CHECK ((applied_at IS NULL) = (community_name IS NULL)
    AND (applied_at IS NULL) = (meeting_link IS NULL)),
  CONSTRAINT task_records_claimed_ck CHECK ((claimed_at IS NULL) = (reward IS NULL)
    AND (claimed_at IS NULL) = (rules_version IS NULL))
);

-- Perks granted to captains and ambassadors (SPEC 6).
CREATE TABLE task_perks (
  user_id BIGINT NOT NULL REFERENCES users (id),
  perk TEXT NOT NULL CHECK (perk IN ('poster', 'vip_link', 'promotion')),
  granted_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, perk)
);

-- A pioneer's gifts to direct referrals (SPEC 6 and 9: 10 friends), each once.
CREATE TABLE task_gifts (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  friend_id BIGINT NOT NULL REFERENCES users (id),
  amount NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  created_at TIMESTAMPTZ NOT NULL,
  UNIQUE (user_id, friend_id)
);

-- An ambassador's mentorships of direct referrals (SPEC 4: activated or not activated).
CREATE TABLE mentorships (
  mentor_id BIGINT NOT NULL REFERENCES users (id),
  mentee_id BIGINT NOT NULL REFERENCES users (id),
  activated_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (mentor_id, mentee_id)
);

INSERT INTO ledger_accounts (owner, asset, bucket)
SELECT 'sys:task_rewards', asset, 'available'
  FROM unnest(ARRAY['USDT', 'USDB', 'BHC', 'BNB', 'WOOHOO']) AS asset;

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
                  'assessment_release', 'assessment_clear',
                  'box_prize', 'task_reward', 'invite_gift'));

-- Blind boxes with a provably fair draw (SPEC 1, 3, 4, 9). docs/rules.md "Blind boxes" gives
-- the rules; packages/shared/src/boxes/box-draw.ts the draw.
--
-- Every user holds one box of each kind (created at sign-in, and on the first read for older accounts). Each
-- box commits to its server seed (server_seed_hash, shown before the opening); the seed itself is
-- returned only once the box is opened. The prize is paid through the ledger when claimed, once.
CREATE TABLE blind_boxes (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('tutorial', 'coaching', 'ecosystem')),
  server_seed TEXT NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash TEXT NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed TEXT CHECK (client_seed ~ '^[A-Za-z0-9_-]{1,64}$'),
  counter INT CHECK (counter >= 1),
  prize SMALLINT CHECK (prize BETWEEN 1 AND 10),
  gift_card_no TEXT UNIQUE,
  prize_value NUMERIC(78, 0) CHECK (prize_value > 0),
  rules_version INT,
  opened_at TIMESTAMPTZ,
  claimed_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (user_id, kind),
  -- An opening writes every draw field at once; a claim needs an opening.
  CONSTRAINT blind_boxes_opened_ck CHECK (
    (opened_at IS NULL) = (client_seed IS NULL) AND (opened_at IS NULL) = (counter IS NULL)
    AND (opened_at IS NULL) = (prize IS NULL) AND (opened_at IS NULL) = (gift_card_no IS NULL)
    AND (opened_at IS NULL) = (prize_value IS NULL) AND (opened_at IS NULL) = (rules_version IS NULL)),
  CONSTRAINT blind_boxes_claimed_ck CHECK (claimed_at IS NULL OR opened_at IS NOT NULL),
  -- The counter is the user's opening number: 1, 2, 3.
  CONSTRAINT blind_boxes_counter_uq UNIQUE (user_id, counter)
);

-- KYC1 (docs/rules.md "KYC1") sets this when the user's email is bound; the ecosystem box reads it.
ALTER TABLE users ADD COLUMN kyc1_at TIMESTAMPTZ;

-- Prizes are paid from the platform's box_prizes account (role: expense).
INSERT INTO ledger_accounts (owner, asset, bucket)
SELECT 'sys:box_prizes', asset, 'available'
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
                  'box_prize'));

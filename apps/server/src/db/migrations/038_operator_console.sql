-- Operators sign in with their wallets, every operator action leaves an append-only audit row,
-- and an operator moves a user's balance only by a reasoned adjustment (docs/rules.md
-- "Operators, the audit and balance adjustments").

-- An operator's session: a wallet listed in OPERATOR_ADDRESSES signed in with the same signed
-- message as a user. Kept apart from users' sessions, so a user token is never an operator token
-- and the other way round.
CREATE TABLE operator_sessions (
  id BIGSERIAL PRIMARY KEY,
  address TEXT NOT NULL,
  -- SHA-256 of the bearer token; the token itself is never stored.
  token_hash TEXT NOT NULL UNIQUE,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ
);

CREATE INDEX operator_sessions_address_idx ON operator_sessions (address);

-- Who did what to which record, the record before and after, when, and the request that did it.
-- Written in the same transaction as the change it describes.
CREATE TABLE operator_audit (
  id BIGSERIAL PRIMARY KEY,
  -- The operator wallet's address, or 'token' or 'token:<name>' for the CLI's operator token.
  actor TEXT NOT NULL CHECK (char_length(actor) BETWEEN 1 AND 80),
  action TEXT NOT NULL CHECK (action ~ '^[a-z_.]{3,60}$'),
  target TEXT NOT NULL CHECK (char_length(target) BETWEEN 1 AND 120),
  before JSONB,
  after JSONB,
  request_id TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX operator_audit_actor_idx ON operator_audit (actor, id);
CREATE INDEX operator_audit_action_idx ON operator_audit (action, id);
CREATE INDEX operator_audit_target_idx ON operator_audit (target, id);

CREATE TRIGGER operator_audit_append_only BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

-- A rejected withdrawal tells its user why (docs/rules.md "Operators, the audit and balance
-- adjustments").
ALTER TABLE withdrawals ADD COLUMN reject_reason TEXT
  CHECK (reject_reason IS NULL OR char_length(reject_reason) BETWEEN 1 AND 200);

-- The documented balance adjustment: a signed amount with a mandatory reason, posted as one
-- ledger transfer between the user's available balance and the platform's adjustments account.
CREATE TABLE balance_adjustments (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  asset TEXT NOT NULL,
  amount NUMERIC(78, 0) NOT NULL CHECK (amount <> 0),
  reason TEXT NOT NULL CHECK (char_length(reason) BETWEEN 5 AND 200),
  actor TEXT NOT NULL,
  request_id TEXT NOT NULL,
  -- The console's Idempotency-Key: a retried request answers the first adjustment again.
  idempotency_key TEXT NOT NULL UNIQUE CHECK (char_length(idempotency_key) BETWEEN 1 AND 255),
  created_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX balance_adjustments_user_idx ON balance_adjustments (user_id, id);

CREATE TRIGGER balance_adjustments_append_only BEFORE UPDATE OR DELETE ON balance_adjustments
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

INSERT INTO ledger_accounts (owner, asset, bucket)
SELECT 'sys:adjustments', asset, 'available'
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
                  'box_prize', 'task_reward', 'invite_gift', 'balance_adjustment'));

-- The home banner: an operator marks announcements as banners; the home page shows the newest one
-- marked, else the newest announcement.
ALTER TABLE announcements ADD COLUMN banner BOOLEAN NOT NULL DEFAULT false;

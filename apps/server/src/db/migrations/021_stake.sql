-- USDT staking orders (SPEC 3, 5, 9; docs/rules.md "Staking"). The principal sits in the user's
-- `staked` bucket until expiry, when the expiry job returns it to available exactly once (status
-- and ledger transfer change in one transaction; the transfer's idempotency key is per order).
CREATE TABLE stake_orders (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  type TEXT NOT NULL CHECK (type IN ('real_node', 'virtual_node', 'reinvest', 'community_node',
    'pioneer_staking', 'captain', 'ambassador_invitation', 'stablecoin_overlord')),
  package_id TEXT NOT NULL,
  days INTEGER NOT NULL CHECK (days >= 1),
  amount NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  daily_rate_bps INTEGER NOT NULL CHECK (daily_rate_bps >= 0),
  accelerable_total NUMERIC(78, 0) NOT NULL CHECK (accelerable_total >= 0),
  accelerable_used NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (accelerable_used >= 0 AND accelerable_used <= accelerable_total),
  expires_at TIMESTAMPTZ NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'expired')),
  returned_at TIMESTAMPTZ,
  rules_version INTEGER NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT stake_orders_returned_ck CHECK ((status = 'expired') = (returned_at IS NOT NULL))
);
CREATE INDEX stake_orders_user_idx ON stake_orders (user_id, id DESC);
CREATE INDEX stake_orders_due_idx ON stake_orders (expires_at, id) WHERE status = 'active';

ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_ck;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_kind_ck
  CHECK (kind IN ('deposit', 'withdraw_hold', 'withdraw_payout', 'withdraw_refund', 'transfer', 'swap',
                  'node_purchase', 'node_sales_reward', 'node_share_bonus', 'node_tier_bonus',
                  'stake_open', 'stake_return'));

-- The mall's ledger kinds (packages/shared/src/ledger-kinds.ts). Each feature's migration restates
-- the whole kind list; this one comes after 022_woohoo.sql and adds mall_purchase and mall_refund
-- to everything catalogued before it (catalogue-constraints.test.ts checks the result).
ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_ck;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_kind_ck
  CHECK (kind IN ('deposit', 'withdraw_hold', 'withdraw_payout', 'withdraw_refund', 'transfer', 'swap',
                  'node_purchase', 'node_sales_reward', 'node_share_bonus', 'node_tier_bonus',
                  'stake_open', 'stake_return', 'woohoo_purchase', 'position_release',
                  'mall_purchase', 'mall_refund'));

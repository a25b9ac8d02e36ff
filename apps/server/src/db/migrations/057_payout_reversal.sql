-- docs/rules.md "Payout runbook": a vanished payout (recorded paid, its transaction gone from the
-- chain) is resolved by reversing its withdrawal's settlement through the ledger
-- (`withdraw_payout_reversal`), then paying it again or returning it. A withdrawal may so be
-- settled more than once over its life, each settlement undone by one reversal: `payout_round`
-- counts the reversals, and each round's settlement and reversal carry the round in their
-- idempotency keys, so each posts exactly once.
ALTER TABLE withdrawals ADD COLUMN payout_round INTEGER NOT NULL DEFAULT 0 CHECK (payout_round >= 0);

ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_ck;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_kind_ck
  CHECK (kind IN ('deposit', 'withdraw_hold', 'withdraw_payout', 'withdraw_payout_reversal', 'withdraw_refund',
                  'transfer', 'swap',
                  'node_purchase', 'node_sales_reward', 'node_share_bonus', 'node_tier_bonus',
                  'stake_open', 'stake_return', 'woohoo_purchase', 'position_release',
                  'mall_purchase', 'mall_refund',
                  'reward_static', 'reward_differential', 'reward_same_level', 'reward_override',
                  'reward_generation', 'reward_team_subsidy', 'reward_community_subsidy',
                  'reward_fee_dividend', 'reward_network_dividend', 'reward_global_bonus',
                  'reward_id_referral', 'reward_token_referral',
                  'assessment_release', 'assessment_clear',
                  'box_prize', 'task_reward', 'invite_gift', 'balance_adjustment'));

import { type IncomeKind, isIncomeKind, rewardKindOf } from '@woohoo/shared/income-kinds';
import type { LedgerRefType } from '@woohoo/shared/ledger-kinds';
import type { TaskKey } from '@woohoo/shared/tasks/task-rules';
import { formatCalendarDay } from '../../../lib/format/format-calendar-day';
import { shortenAddress } from '../../../lib/format/shorten-address';
import type { Text } from '../../../lib/i18n/render-text';
import { REWARD_KIND_LABELS } from './describe-reward';
import type { IncomeEntry } from './reward-types';

/**
 * The label of every income kind (docs/rules.md "What counts as income"). A `Record` over the
 * shared catalogue: a new income kind without its label fails the build. Settlement rewards read
 * as their reward kind; the others as the asset history names them, so both screens agree.
 */
export const INCOME_KIND_LABELS = {
  node_sales_reward: 'history.kinds.nodeSalesReward',
  node_share_bonus: 'history.kinds.nodeShareBonus',
  node_tier_bonus: 'history.kinds.nodeTierBonus',
  reward_static: REWARD_KIND_LABELS.static,
  reward_differential: REWARD_KIND_LABELS.differential,
  reward_same_level: REWARD_KIND_LABELS.same_level,
  reward_override: REWARD_KIND_LABELS.override,
  reward_generation: REWARD_KIND_LABELS.generation,
  reward_team_subsidy: REWARD_KIND_LABELS.team_subsidy,
  reward_community_subsidy: REWARD_KIND_LABELS.community_subsidy,
  reward_fee_dividend: REWARD_KIND_LABELS.fee_dividend,
  reward_network_dividend: REWARD_KIND_LABELS.network_dividend,
  reward_global_bonus: REWARD_KIND_LABELS.global_bonus,
  reward_id_referral: REWARD_KIND_LABELS.id_referral,
  reward_token_referral: REWARD_KIND_LABELS.token_referral,
  assessment_clear: 'history.kinds.assessmentClear',
  box_prize: 'history.kinds.boxPrize',
  task_reward: 'history.kinds.taskReward',
  invite_gift: 'history.kinds.inviteGift',
} as const satisfies Record<IncomeKind, string>;

/** Every text an income entry can say; typed so a missing locale key fails the build. */
export type IncomeTextKey =
  | (typeof INCOME_KIND_LABELS)[IncomeKind]
  | `history.refs.${LedgerRefType}`
  | `tasks.names.${TaskKey}`
  | 'history.orderOf'
  | 'rewards.unknownKind'
  | 'rewards.income.detail.settlement'
  | 'rewards.income.detail.cleared'
  | 'rewards.income.detail.giftFrom'
  | 'rewards.income.detail.boxPrize';

export type IncomeText = Text<IncomeTextKey>;

/**
 * One income entry in words: its kind's label and what it was for ("Node order #17 of
 * 0xab…cd", "Settlement of Nov 22, 2026", "Blind box #5: prize 4, gift card GC-0000005-7433").
 */
export type IncomeDescription = { label: IncomeText; detail: IncomeText };

const short = (address: string) => shortenAddress(address, 4, 4);

function detailOf(kind: IncomeKind, entry: IncomeEntry): IncomeText {
  const ref: IncomeText = { key: `history.refs.${entry.ref.type}`, values: { id: entry.ref.id } };
  if (rewardKindOf(kind)) {
    return { key: 'rewards.income.detail.settlement', values: { day: formatCalendarDay(entry.ref.id) } };
  }
  switch (kind) {
    case 'assessment_clear':
      return { key: 'rewards.income.detail.cleared', values: { day: formatCalendarDay(entry.ref.id) } };
    case 'invite_gift':
      return entry.counterparty
        ? { key: 'rewards.income.detail.giftFrom', values: { ref, address: short(entry.counterparty) } }
        : ref;
    case 'task_reward':
      return entry.task ? { key: `tasks.names.${entry.task}` } : ref;
    case 'box_prize':
      return entry.box
        ? {
            key: 'rewards.income.detail.boxPrize',
            values: { ref, prize: entry.box.prize, card: entry.box.giftCardNo },
          }
        : ref;
    default:
      // The node order's rewards, as the asset history says them.
      return entry.counterparty
        ? { key: 'history.orderOf', values: { ref, address: short(entry.counterparty) } }
        : ref;
  }
}

/** One income entry in the user's language, from its fields only; SPEC 8 "Unknown reward" for a kind we cannot name. */
export function describeIncome(entry: IncomeEntry): IncomeDescription {
  const kind: string = entry.kind;
  if (!isIncomeKind(kind)) {
    return {
      label: { key: 'rewards.unknownKind' },
      detail: { key: `history.refs.${entry.ref.type}`, values: { id: entry.ref.id } },
    };
  }
  return { label: { key: INCOME_KIND_LABELS[kind] }, detail: detailOf(kind, entry) };
}

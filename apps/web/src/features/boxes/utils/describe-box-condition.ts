import type { Box } from '@woohoo/shared/api/boxes';
import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import type { Text } from '../../../lib/i18n/render-text';
import { parseWei } from '../../../lib/money/parse-amount';

export type BoxCondition = Box['conditions'][number];

/** Every text a condition of an unlock can say; typed so a missing locale key fails the build. */
export type BoxConditionTextKey =
  | 'boxes.conditions.order'
  | 'boxes.conditions.inviteeStake'
  | 'boxes.conditions.activeDirects'
  | 'boxes.conditions.kyc1Done'
  | 'boxes.conditions.kyc1Missing';

const amount = (value: string) => formatTokenAmount(parseWei(value), TOKEN_DECIMALS);

/**
 * One unlock condition in words (SPEC 4): "30 of 100 USDT order", "3 of 5 active direct
 * referrals", "KYC1 not completed". Amounts are USDT in the smallest unit and use the one
 * formatting rule; counts are plain integers and pick the plural form by the target.
 */
export function describeBoxCondition(condition: BoxCondition): Text<BoxConditionTextKey> {
  switch (condition.key) {
    case 'order':
      return {
        key: 'boxes.conditions.order',
        values: { have: amount(condition.current), need: amount(condition.target) },
      };
    case 'inviteeStake':
      return {
        key: 'boxes.conditions.inviteeStake',
        values: { have: amount(condition.current), need: amount(condition.target) },
      };
    case 'activeDirects':
      return {
        key: 'boxes.conditions.activeDirects',
        values: { have: condition.current, count: Number(parseWei(condition.target)) },
      };
    case 'kyc1':
      return { key: condition.met ? 'boxes.conditions.kyc1Done' : 'boxes.conditions.kyc1Missing' };
  }
}

/** How far a condition is met, as a whole percentage from 0 to 100 (integer maths, no floats). */
export function conditionProgressPercent(condition: BoxCondition): number {
  if (condition.met) return 100;
  const have = parseWei(condition.current);
  const target = parseWei(condition.target);
  if (target <= 0n || have >= target) return 100;
  return Number((have * 100n) / target);
}

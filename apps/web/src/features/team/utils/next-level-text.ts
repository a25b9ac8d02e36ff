import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import type { Text } from '../../../lib/i18n/render-text';
import { parseWei } from '../../../lib/money/parse-amount';
import type { NextLevelNeed } from './team-types';

/** Every text a condition of the next level can say; typed so a missing locale key fails the build. */
export type NextLevelTextKey =
  | 'team.level.needs.activeDirects'
  | 'team.level.needs.smallCommunity'
  | 'team.level.needs.legsWithB5'
  | 'team.level.needs.legsWithB6';

/**
 * One condition of the next level in words (SPEC 6; docs/rules.md "Team levels and ranks"): "3 of
 * 5 direct referrals", "12,000 of 30,000 USDT small-community performance", "1 of 2 legs with a
 * B5". Counts pick the plural form by what is needed; amounts use the one formatting rule.
 */
export function describeNextLevelNeed(need: NextLevelNeed): Text<NextLevelTextKey> {
  switch (need.what) {
    case 'activeDirects':
      return { key: 'team.level.needs.activeDirects', values: { have: need.have, count: need.need } };
    case 'smallCommunity':
      return {
        key: 'team.level.needs.smallCommunity',
        values: {
          have: formatTokenAmount(parseWei(need.haveWei), TOKEN_DECIMALS),
          need: formatTokenAmount(parseWei(need.needWei), TOKEN_DECIMALS),
        },
      };
    case 'legsWithB5':
      return { key: 'team.level.needs.legsWithB5', values: { have: need.have, count: need.need } };
    case 'legsWithB6':
      return { key: 'team.level.needs.legsWithB6', values: { have: need.have, count: need.need } };
  }
}

/** How far a condition is met, as a whole percentage from 0 to 100 (integer maths for amounts). */
export function needProgressPercent(need: NextLevelNeed): number {
  const [have, wanted] =
    need.what === 'smallCommunity'
      ? [parseWei(need.haveWei), parseWei(need.needWei)]
      : [BigInt(Math.max(0, need.have)), BigInt(Math.max(0, need.need))];
  if (wanted <= 0n || have >= wanted) return 100;
  return Number((have * 100n) / wanted);
}

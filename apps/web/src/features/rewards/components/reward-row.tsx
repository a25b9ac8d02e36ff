import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { Row } from '../../../components/layout/stack';
import { StatusBadge } from '../../../components/layout/status-badge';
import textStyle from '../../../components/layout/text.module.css';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatSignedAmount } from '../../../lib/format/format-signed-amount';
import { renderText, type Translate } from '../../../lib/i18n/render-text';
import { parseWei } from '../../../lib/money/parse-amount';
import { describeReward, type RewardText, type RewardTextKey } from '../utils/describe-reward';
import type { Reward } from '../utils/reward-types';
import styles from './rewards.module.css';

/**
 * One reward line (e2e: test id `reward-line`, `data-kind`): the kind, what was paid, how it was
 * computed in words, the settlement day and rules version, whether it is locked, and the cap's
 * ratio when the day's cap scaled it.
 */
export function RewardRow({ reward }: { reward: Reward }) {
  const { t } = useTranslation();
  const translate = t as unknown as Translate<RewardTextKey>;
  const line = describeReward(reward);
  const text = (value: RewardText) => renderText(translate, value);
  return (
    <Card as="article" gap={8} className={styles.reward} data-testid="reward-line" data-kind={reward.kind}>
      <Row align="baseline" justify="between" gap={12}>
        <span className={textStyle.title}>{text(line.label)}</span>
        <span className={styles.rewardAmount} translate="no">
          {formatSignedAmount(parseWei(reward.amount), TOKEN_DECIMALS)}
          <span className={styles.rewardUnit}>{reward.asset}</span>
        </span>
      </Row>
      {line.detail && (
        <p className={styles.rewardDetail} data-testid="reward-detail">
          {text(line.detail)}
        </p>
      )}
      {line.capped && (
        <Row as="p" gap={6} className={styles.cappedNote} data-testid="reward-capped">
          <AlertIcon size={14} />
          {text(line.capped)}
        </Row>
      )}
      <Row wrap justify="between" className={styles.rewardBottom}>
        <span>{text(line.meta)}</span>
        <Row as="span" wrap gap={6}>
          {reward.locked && (
            <StatusBadge tone="info" dot={false} square>
              {t('rewards.locked')}
            </StatusBadge>
          )}
          {reward.asset !== 'USDT' && (
            <span translate="no">
              {t('rewards.worth', { value: formatAssetAmount(parseWei(reward.paidValue), 'USDT') })}
            </span>
          )}
        </Row>
      </Row>
    </Card>
  );
}

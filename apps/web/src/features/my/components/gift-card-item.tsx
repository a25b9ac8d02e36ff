import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckIcon, ChevronIcon, CopyIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { IconButton } from '../../../components/layout/icon-button';
import { IconTile } from '../../../components/layout/icon-tile';
import { Row, Stack } from '../../../components/layout/stack';
import { StatusBadge } from '../../../components/layout/status-badge';
import textStyle from '../../../components/layout/text.module.css';
import { paths } from '../../../config/paths';
import { copyText } from '../../../lib/copy-text';
import { formatRelativeTime } from '../../../lib/format/format-relative-time';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import { showToast } from '../../../lib/toast';
import type { GiftCard } from '../utils/pick-gift-cards';
import styles from './gifts.module.css';

/**
 * One gift card, drawn as a card: the box it came from, its prize (SPEC 3: 1 to 10) and value,
 * the gift card number with a copy button, claimed or not (SPEC 4), and when it was opened as a
 * relative time (SPEC 9). An unclaimed card points to the blind box tab, where it is claimed.
 */
export function GiftCardItem({ card, nowMs }: { card: GiftCard; nowMs: number }) {
  const { t } = useTranslation();
  const opened = formatRelativeTime(card.openedAt, nowMs, { justNow: t('time.justNow') });

  async function copyNumber() {
    try {
      await copyText(card.giftCardNo);
      showToast(t('common.copied'));
    } catch (error) {
      console.error('Copy failed', error);
    }
  }

  return (
    <Card
      as="article"
      gap={14}
      className={styles.card}
      data-kind={card.kind}
      data-claimed={String(card.claimed)}
      data-testid="gift-card"
      aria-labelledby={`gift-${card.boxId}-title`}
    >
      <Row gap={10} justify="between">
        <span className={styles.kind}>{t(`my.gifts.kinds.${card.kind}`)}</span>
        <StatusBadge
          tone={card.claimed ? 'success' : 'neutral'}
          dot={false}
          className={styles.claim}
          data-testid="gift-claim"
        >
          {card.claimed && <CheckIcon size={14} />}
          {card.claimed ? t('my.gifts.claimed') : t('my.gifts.unclaimed')}
        </StatusBadge>
      </Row>
      <Row gap={14}>
        <IconTile size={52} round className={styles.prizeBadge} aria-hidden="true">
          {card.prize}
        </IconTile>
        <Stack gap={2} grow>
          <h3 id={`gift-${card.boxId}-title`} className={textStyle.label}>
            {t('my.gifts.prize', { prize: card.prize })}
          </h3>
          <p className={`${textStyle.mono} ${styles.value}`} data-testid="gift-value" translate="no">
            {formatTokenAmount(card.valueWei, TOKEN_DECIMALS)}
            <span className={styles.unit}>USDT</span>
          </p>
        </Stack>
      </Row>
      <Stack as="dl" gap={2} className={styles.cardNo}>
        <dt>{t('my.gifts.cardNo')}</dt>
        <Row as="dd" gap={6} justify="between">
          <span
            className={`${textStyle.mono} ${styles.cardNumber}`}
            translate="no"
            data-testid="gift-card-no"
          >
            {card.giftCardNo}
          </span>
          <IconButton
            label={t('my.gifts.copyCardNo')}
            className={styles.copy}
            onClick={() => void copyNumber()}
          >
            <CopyIcon size={16} />
          </IconButton>
        </Row>
      </Stack>
      <Row justify="between" gap={12} wrap className={styles.cardFoot}>
        <time dateTime={card.openedAt} className={textStyle.caption} data-testid="gift-opened">
          {t('my.gifts.openedAt', { time: opened })}
        </time>
        {!card.claimed && (
          <Link to={paths.blindBox()} className={styles.claimLink}>
            {t('my.gifts.claimInBoxes')}
            <ChevronIcon size={14} className="flip-in-rtl" />
          </Link>
        )}
      </Row>
    </Card>
  );
}

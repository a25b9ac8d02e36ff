import type { WithdrawPauseReason } from '@woohoo/shared/api/money';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import { Notice } from '../../../components/layout/notice';
import styles from '../../../components/money/money-page.module.css';

/** The banner's id: the disabled submit button points at it for its reason (aria-describedby). */
export const WITHDRAWALS_PAUSED_BANNER_ID = 'withdrawals-paused';

/**
 * docs/rules.md "Withdrawals while payouts are paused": why a withdrawal cannot be made now, in
 * plain words, and that nothing is held while it cannot.
 */
export function WithdrawalsPausedBanner({ reason }: { reason: WithdrawPauseReason }) {
  const { t } = useTranslation();
  return (
    <Notice
      id={WITHDRAWALS_PAUSED_BANNER_ID}
      role="alert"
      data-testid="withdrawals-paused"
      data-reason={reason}
      icon={<AlertIcon size={20} />}
    >
      <strong className={styles.warningTitle}>{t('withdraw.paused.title')}</strong>
      {t(`withdraw.paused.reasons.${reason}`)} {t('withdraw.paused.fundsStay')}
    </Notice>
  );
}

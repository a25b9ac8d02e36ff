import type { WithdrawPauseReason } from '@woohoo/shared/api/money';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
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
    <div
      id={WITHDRAWALS_PAUSED_BANNER_ID}
      className={styles.warning}
      role="alert"
      data-testid="withdrawals-paused"
      data-reason={reason}
    >
      <AlertIcon size={20} />
      <span className={styles.warningText}>
        <strong className={styles.warningTitle}>{t('withdraw.paused.title')}</strong>
        {t(`withdraw.paused.reasons.${reason}`)} {t('withdraw.paused.fundsStay')}
      </span>
    </div>
  );
}

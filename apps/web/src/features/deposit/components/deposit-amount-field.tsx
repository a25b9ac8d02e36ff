import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/money/amount-field';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import { checkDepositAmount } from '../utils/check-deposit-amount';

/**
 * Deposit's amount: measured against the wallet's USDT, which the line beside the label names
 * ("In your wallet", where the other forms' "Available" is the platform balance), with
 * "Insufficient balance" under it as soon as the amount typed is more than the wallet holds.
 */
export function DepositAmountField({
  value,
  onChange,
  walletWei,
  submitted,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  walletWei: bigint | undefined;
  /** Deposit was pressed: an empty amount says so too. */
  submitted: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const problem = checkDepositAmount({ text: value, walletWei, submitted });
  return (
    <AmountField
      value={value}
      onChange={onChange}
      unit="USDT"
      maxWei={walletWei}
      balance={
        walletWei === undefined
          ? undefined
          : t('deposit.inWallet', { amount: formatTokenAmount(walletWei, TOKEN_DECIMALS), asset: 'USDT' })
      }
      error={problem && t(`money.errors.${problem}`)}
      disabled={disabled}
    />
  );
}

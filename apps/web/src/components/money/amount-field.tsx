import { filterAmountInput } from '@woohoo/shared/amount-input';
import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { amountToInput } from '../../lib/money/parse-amount';
import styles from './amount-field.module.css';

/**
 * The amount input of the money pages: labelled "Amount" (e2e: getByRole('textbox', { name:
 * 'Amount' })), filtered on every keystroke by the SPEC 5 rule, with the unit, a Max button that
 * fills in `maxWei` exactly, the balance it is measured against and the validation message.
 */
export function AmountField({
  value,
  onChange,
  unit,
  maxWei,
  balance,
  error,
  disabled = false,
}: {
  value: string;
  onChange: (value: string) => void;
  unit: string;
  /** What Max fills in; the button is disabled while it is unknown. */
  maxWei: bigint | undefined;
  /** The line beside the label, e.g. "Available: 120 USDT". */
  balance?: ReactNode;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {t('money.amount')}
        </label>
        {balance && <span className={styles.balance}>{balance}</span>}
      </div>
      <div className={styles.box} data-invalid={error ? 'true' : undefined}>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('money.amountPlaceholder')}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(filterAmountInput(event.target.value, TOKEN_DECIMALS))}
        />
        <span className={styles.unit} translate="no">
          {unit}
        </span>
        <button
          type="button"
          className={styles.max}
          disabled={disabled || maxWei === undefined}
          onClick={() => maxWei !== undefined && onChange(amountToInput(maxWei))}
        >
          {t('money.max')}
        </button>
      </div>
      <p id={errorId} className={styles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}

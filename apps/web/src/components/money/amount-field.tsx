import { filterAmountInput } from '@woohoo/shared/amount-input';
import { DISPLAY_DECIMALS } from '@woohoo/shared/assets';
import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTokenAmount } from '../../lib/format/format-token-amount';
import { amountToInput } from '../../lib/money/parse-amount';
import { Row, Stack } from '../layout/stack';
import textStyle from '../layout/text.module.css';
import styles from './amount-field.module.css';
import fieldStyles from './form-field.module.css';

/**
 * The amount input of the money pages: labelled "Amount" (e2e: getByRole('textbox', { name:
 * 'Amount' })), filtered on every keystroke by the SPEC 5 rule (at most the 6 decimals every
 * amount is shown with, so what is typed is what is shown), with the unit, a Max button that
 * fills in `maxWei` cut to the shown decimals, the balance it is measured against ("Available: 120 USDT", from
 * `maxWei` unless `balance` says otherwise) and the validation message.
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
  /** The line beside the label; "Available: <maxWei> <unit>" when not given. */
  balance?: ReactNode;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const balanceLine =
    balance ??
    (maxWei === undefined
      ? undefined
      : t('money.availableAmount', { amount: formatTokenAmount(maxWei, TOKEN_DECIMALS), asset: unit }));
  return (
    <Stack gap={8}>
      <Row align="baseline" justify="between" gap={8}>
        <label htmlFor={id} className={textStyle.strong}>
          {t('money.amount')}
        </label>
        {balanceLine && <span className={styles.balance}>{balanceLine}</span>}
      </Row>
      <Row gap={8} className={styles.box} data-invalid={error ? 'true' : undefined}>
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
          onChange={(event) => onChange(filterAmountInput(event.target.value, DISPLAY_DECIMALS))}
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
      </Row>
      <p id={errorId} className={fieldStyles.error} aria-live="polite">
        {error}
      </p>
    </Stack>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '../layout/stack';
import textStyle from '../layout/text.module.css';
import fieldStyles from './form-field.module.css';
import styles from './quantity-field.module.css';

/**
 * SPEC 5 "number box, minimum 1, step 1": a whole quantity (node shares, $WOOHOO units, mall
 * pieces) with − and + buttons and a field for typing, labelled `label` (e2e:
 * getByRole('spinbutton')). What the user types is kept as typed (digits only, no leading zero):
 * it may be cleared to type another number, and a value outside 1..max stays for the page's
 * `error` to say the range; only − and + keep to the range.
 */
export function QuantityField({
  label,
  value,
  onChange,
  max,
  error,
  stepLabels,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  error: string | undefined;
  /** What the − and + buttons say to a screen reader; "One fewer" and "One more" by default. */
  stepLabels?: { less: string; more: string };
}) {
  const { t } = useTranslation();
  const id = useId();
  const current = /^\d+$/.test(value) ? Number(value) : 0;
  const set = (next: number) => onChange(String(Math.min(max, Math.max(1, next))));
  const labels = stepLabels ?? { less: t('common.oneFewer'), more: t('common.oneMore') };
  return (
    <Stack gap={8}>
      <label htmlFor={id} className={textStyle.strong}>
        {label}
      </label>
      <div className={styles.stepper} data-invalid={error ? 'true' : undefined}>
        <button
          type="button"
          className={styles.step}
          onClick={() => set(current - 1)}
          disabled={current <= 1}
          aria-label={labels.less}
        >
          −
        </button>
        <input
          id={id}
          role="spinbutton"
          aria-valuemin={1}
          aria-valuemax={max}
          aria-valuenow={current || undefined}
          className={styles.quantity}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('nodes.quantityPlaceholder')}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').replace(/^0+(?=\d)/, ''))}
        />
        <button
          type="button"
          className={styles.step}
          onClick={() => set(current + 1)}
          disabled={current >= max}
          aria-label={labels.more}
        >
          +
        </button>
      </div>
      <p className={fieldStyles.error} aria-live="polite">
        {error}
      </p>
    </Stack>
  );
}

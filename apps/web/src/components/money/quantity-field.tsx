import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from './form-field.module.css';
import styles from './quantity-field.module.css';

/**
 * SPEC 5 "number box, minimum 1, step 1": a whole quantity (node shares, $WOOHOO units) with −
 * and + buttons and a field for typing (digits only), labelled `label` (e2e: getByRole('spinbutton')).
 */
export function QuantityField({
  label,
  value,
  onChange,
  max,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const current = /^\d+$/.test(value) ? Number(value) : 0;
  const set = (next: number) => onChange(String(Math.min(max, Math.max(1, next))));
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.stepper} data-invalid={error ? 'true' : undefined}>
        <button
          type="button"
          className={styles.step}
          onClick={() => set(current - 1)}
          disabled={current <= 1}
          aria-label={t('nodes.less')}
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
          aria-label={t('nodes.more')}
        >
          +
        </button>
      </div>
      <p className={fieldStyles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}

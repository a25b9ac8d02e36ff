import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import fieldStyles from '../../../components/money/form-field.module.css';

/**
 * The recipient's address, with what the server said of it under the field. Labelled "Recipient address" (e2e: getByRole('textbox', { name: ... })).
 */
export function RecipientField({
  value,
  onChange,
  error,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** A line under the field that is not a fault: "Checking the recipient…", "Registered user". */
  hint?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Stack gap={8}>
      <label htmlFor={id} className={textStyle.strong}>
        {t('transfer.recipient')}
      </label>
      <textarea
        id={id}
        className={fieldStyles.address}
        rows={2}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('transfer.recipientPlaceholder')}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-invalid={error ? 'true' : undefined}
        onChange={(event) => onChange(event.target.value.replace(/\s+/g, ''))}
      />
      <p
        id={errorId}
        className={error ? fieldStyles.error : fieldStyles.hint}
        aria-live="polite"
        data-testid="recipient-status"
      >
        {error ?? hint}
      </p>
    </Stack>
  );
}

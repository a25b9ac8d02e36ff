import Input from 'antd-mobile/es/components/input';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { checkEmail } from '../utils/kyc-form-rules';
import styles from './kyc.module.css';

/**
 * The email to bind, checked as the server checks it (EMAIL_PATTERN). Its message shows once the
 * user has left the field with something in it, then live as they correct it.
 */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [touched, setTouched] = useState(false);
  const problem = checkEmail(value);
  const shows = problem !== undefined && touched;
  return (
    <Stack gap={8}>
      <label htmlFor={id} className={textStyle.label}>
        {t('kyc.email.label')}
      </label>
      <Input
        id={id}
        className={styles.input}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        enterKeyHint="next"
        maxLength={254}
        placeholder={t('kyc.email.placeholder')}
        value={value}
        aria-invalid={shows ? true : undefined}
        aria-describedby={shows ? `${id}-error` : undefined}
        data-invalid={shows ? 'true' : undefined}
        onChange={(next) => onChange(next.replace(/\s+/g, ''))}
        onBlur={() => setTouched(value !== '' || touched)}
        data-testid="kyc-email"
      />
      {shows && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {t(`kyc.email.errors.${problem}`)}
        </p>
      )}
    </Stack>
  );
}

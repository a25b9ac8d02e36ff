import type { KycChallenge } from '@woohoo/shared/api/kyc';
import Input from 'antd-mobile/es/components/input';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import styles from './kyc.module.css';
import { RefreshIcon } from './kyc-icons';

/**
 * The image captcha (SPEC 2 "graphic verification"): the picture, its input, and a refresh that
 * asks for a new captcha and puzzle together (the server issues them as one challenge). Tapping
 * the picture refreshes too, as users of such forms expect.
 */
export function CaptchaField({
  challenge,
  value,
  refreshing,
  onChange,
  onRefresh,
}: {
  challenge: KycChallenge;
  value: string;
  refreshing: boolean;
  onChange: (value: string) => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack gap={8}>
      <label htmlFor={id} className={textStyle.label}>
        {t('kyc.security.captchaLabel')}
      </label>
      <Row gap={8} className={styles.fieldRow}>
        <Input
          id={id}
          className={styles.input}
          value={value}
          placeholder={t('kyc.security.captchaPlaceholder')}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          maxLength={16}
          enterKeyHint="next"
          disabled={refreshing}
          onChange={(next) => onChange(next.replace(/\s+/g, ''))}
          data-testid="kyc-captcha-input"
        />
        {/* A second way to refresh for the finger; the icon button beside it is the one for keys
            and screen readers, so this one stays out of the tab order and the accessibility tree. */}
        <button
          type="button"
          className={styles.captchaImageButton}
          onClick={onRefresh}
          disabled={refreshing}
          tabIndex={-1}
          aria-hidden="true"
        >
          <img
            className={styles.captchaImage}
            src={challenge.captchaImage}
            alt=""
            draggable={false}
            data-testid="kyc-captcha-image"
          />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          onClick={onRefresh}
          disabled={refreshing}
          aria-label={t('kyc.security.refresh')}
          data-busy={refreshing ? 'true' : undefined}
          data-testid="kyc-refresh"
        >
          <RefreshIcon size={20} />
        </button>
      </Row>
    </Stack>
  );
}

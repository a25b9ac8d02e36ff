import { KYC_RULES } from '@woohoo/shared/kyc/kyc-rules';
import Button from 'antd-mobile/es/components/button';
import type { InputRef } from 'antd-mobile/es/components/input';
import Input from 'antd-mobile/es/components/input';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { renderText, type Translate } from '../../../lib/i18n/render-text';
import {
  describeCodeHint,
  describeSendButton,
  type KycSendTextKey,
  type SentCode,
} from '../utils/describe-send';
import { filterCode, type SendBlocker } from '../utils/kyc-form-rules';
import styles from './kyc.module.css';

/**
 * Step 3: the 6-digit code (SPEC 5; one field, numeric keyboard, the phone's one-time-code
 * autofill) with "Send code" beside it, which counts down the 60 s before another, and under
 * them what sending still needs or where the code went.
 */
export function CodeField({
  value,
  onChange,
  inputRef,
  blocker,
  sending,
  resendInSec,
  sent,
  onSend,
}: {
  value: string;
  onChange: (value: string) => void;
  inputRef: Ref<InputRef>;
  blocker: SendBlocker | undefined;
  sending: boolean;
  resendInSec: number;
  sent: SentCode | undefined;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  const translate = t as unknown as Translate<KycSendTextKey>;
  const id = useId();
  return (
    <Stack gap={8}>
      <label htmlFor={id} className={textStyle.label}>
        {t('kyc.code.label')}
      </label>
      <Row gap={8} className={styles.fieldRow}>
        <Input
          id={id}
          ref={inputRef}
          className={`${styles.input} ${styles.codeInput}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          enterKeyHint="done"
          maxLength={KYC_RULES.codeLength}
          placeholder={t('kyc.code.placeholder')}
          value={value}
          aria-describedby={`${id}-hint`}
          onChange={(next) => onChange(filterCode(next))}
          data-testid="kyc-code"
        />
        <Button
          className={styles.sendButton}
          shape="rounded"
          color="primary"
          fill="outline"
          disabled={blocker !== undefined && blocker !== 'sending'}
          loading={sending}
          onClick={onSend}
          data-testid="kyc-send"
        >
          {renderText(translate, describeSendButton(resendInSec, sent !== undefined))}
        </Button>
      </Row>
      <p
        id={`${id}-hint`}
        className={`${textStyle.caption} ${styles.hint}`}
        aria-live="polite"
        data-testid="kyc-code-hint"
      >
        {renderText(translate, describeCodeHint(blocker, sent))}
      </p>
    </Stack>
  );
}

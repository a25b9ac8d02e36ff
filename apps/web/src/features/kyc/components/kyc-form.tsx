import Button from 'antd-mobile/es/components/button';
import type { InputRef } from 'antd-mobile/es/components/input';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/layout/card';
import { IconTile } from '../../../components/layout/icon-tile';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { showToast } from '../../../lib/toast';
import { useBindKycEmail } from '../api/bind-kyc-email';
import { useKycChallenge } from '../api/get-kyc-challenge';
import { useSendKycCode } from '../api/send-kyc-code';
import { useCountdown } from '../hooks/use-countdown';
import type { SentCode } from '../utils/describe-send';
import { getDeviceId } from '../utils/device-id';
import { answersFor, type ChallengeAnswers, canVerify, sendBlocker } from '../utils/kyc-form-rules';
import { CodeField } from './code-field';
import { EmailField } from './email-field';
import styles from './kyc.module.css';
import { SecurityCheck } from './security-check';

type Sent = SentCode & { untilMs: number };

/**
 * The KYC1 form (SPEC 5): the email, the security check (image captcha and slider puzzle), the
 * code sent to the email with its 60 s resend countdown, and Verify. Every refusal is toasted
 * with the server's message by the request layer; after any code request the challenge it used
 * is spent, so a new one is fetched (send-kyc-code.ts) and the captcha and the slider start over.
 */
export function KycForm({ address, resendUntilMs }: { address: string; resendUntilMs: number }) {
  const { t } = useTranslation();
  const codeRef = useRef<InputRef>(null);
  const challenge = useKycChallenge(address, true);
  const send = useSendKycCode(address);
  const bind = useBindKycEmail(address);
  const [email, setEmail] = useState('');
  const [stored, setStored] = useState<ChallengeAnswers | undefined>(undefined);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<Sent | undefined>(undefined);
  // Answers typed for an older challenge are void: a new challenge shows empty fields.
  const answers = answersFor(stored, challenge.data?.captchaId);
  const resendInSec = useCountdown(Math.max(resendUntilMs, sent?.untilMs ?? 0));
  const blocker = sendBlocker({
    email,
    answers,
    challengeReady: challenge.data !== undefined && !challenge.isFetching,
    resendInSec,
    sending: send.isPending,
  });

  function requestCode() {
    const current = challenge.data;
    if (blocker || !current || answers.sliderX === undefined) return;
    send.mutate(
      {
        email: email.trim(),
        verifyImgs: [current.captchaId, current.sliderId],
        captchaCode: answers.captcha.trim(),
        sliderX: answers.sliderX,
        deviceId: getDeviceId(),
      },
      {
        onSuccess: (result) => {
          setSent({
            maskedEmail: result.email,
            untilMs: Date.now() + result.resendInSec * 1000,
            expiresInMin: Math.round(result.expiresInSec / 60),
          });
          showToast(t('kyc.code.sentToast'));
          codeRef.current?.focus();
        },
        // 40038/40039/40040 and every other refusal: the answers were for a spent challenge.
        onError: () => setStored(undefined),
      },
    );
  }

  function verify() {
    if (!canVerify(email, code) || bind.isPending) return;
    bind.mutate(
      { email: email.trim(), code, deviceId: getDeviceId() },
      { onSuccess: () => showToast(t('kyc.verifiedToast')) },
    );
  }

  return (
    <Card
      as="form"
      gap={20}
      noValidate
      aria-label={t('kyc.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        verify();
      }}
    >
      <Step number={1} title={t('kyc.steps.email')}>
        <EmailField value={email} onChange={setEmail} />
      </Step>
      <Step number={2} title={t('kyc.steps.security')}>
        <SecurityCheck
          challenge={challenge}
          answers={answers}
          // After a code went out, the spent check gives way until another code may be asked for.
          passed={sent !== undefined && resendInSec > 0}
          onAnswers={setStored}
        />
      </Step>
      <Step number={3} title={t('kyc.steps.code')}>
        <CodeField
          value={code}
          onChange={setCode}
          inputRef={codeRef}
          blocker={blocker}
          sending={send.isPending}
          resendInSec={resendInSec}
          sent={sent}
          onSend={requestCode}
        />
      </Step>
      <Button
        type="submit"
        color="primary"
        block
        shape="rounded"
        size="large"
        disabled={!canVerify(email, code)}
        loading={bind.isPending}
        data-testid="kyc-verify"
      >
        {t('kyc.verify')}
      </Button>
    </Card>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" gap={12} aria-labelledby={id}>
      <Row as="h3" gap={10} id={id} className={textStyle.title}>
        <IconTile size={24} round className={styles.stepNumber} aria-hidden="true">
          {number}
        </IconTile>
        {title}
      </Row>
      {children}
    </Stack>
  );
}

import type { Text } from '../../../lib/i18n/render-text';
import type { SendBlocker } from './kyc-form-rules';

export type KycSendTextKey =
  | 'kyc.code.send'
  | 'kyc.code.resend'
  | 'kyc.code.resendIn'
  | 'kyc.code.sent'
  | 'kyc.code.needs.email'
  | 'kyc.code.needs.captcha'
  | 'kyc.code.needs.slider'
  | 'kyc.code.recent'
  | 'kyc.code.ready';

/** The code just sent: where (masked) and for how long. */
export type SentCode = { maskedEmail: string; expiresInMin: number };

/** "Send code", then "Resend in 42 s" while the SPEC 5 countdown runs, then "Resend code". */
export function describeSendButton(resendInSec: number, wasSent: boolean): Text<KycSendTextKey> {
  if (resendInSec > 0) return { key: 'kyc.code.resendIn', values: { seconds: String(resendInSec) } };
  return { key: wasSent ? 'kyc.code.resend' : 'kyc.code.send' };
}

/** The line under the code: where the code went, or what "Send code" still needs. */
export function describeCodeHint(
  blocker: SendBlocker | undefined,
  sent: SentCode | undefined,
): Text<KycSendTextKey> {
  if (sent)
    return { key: 'kyc.code.sent', values: { email: sent.maskedEmail, minutes: String(sent.expiresInMin) } };
  switch (blocker) {
    case 'email':
      return { key: 'kyc.code.needs.email' };
    case 'challenge':
    case 'captcha':
      return { key: 'kyc.code.needs.captcha' };
    case 'slider':
      return { key: 'kyc.code.needs.slider' };
    case 'countdown':
      // A code sent before this page opened (the status' countdown): it may be in the inbox.
      return { key: 'kyc.code.recent' };
    default:
      return { key: 'kyc.code.ready' };
  }
}

import { CODE_INPUT_LENGTH, RESEND_COUNTDOWN_SEC } from '../constants';

/**
 * KYC1 (SPEC 2, 5, 8): binding an email with a code sent to it, behind an image captcha and a
 * slider puzzle. docs/rules.md "KYC1" gives each value and its reason.
 */
export const KYC_RULES = {
  /** SPEC 5: the code is 6 characters (digits here). */
  codeLength: CODE_INPUT_LENGTH,
  /** SPEC 5: a new code after 60 s at the earliest, per address and per email. */
  resendSec: RESEND_COUNTDOWN_SEC,
  /** Our decision: a code lasts 10 minutes... */
  codeTtlSec: 600,
  /** ...and allows 5 wrong tries before it is void. */
  codeTries: 5,
  /** Our decision: at most 5 codes an hour to one email, and 10 an hour from one IP. */
  codesPerEmailHour: 5,
  codesPerIpHour: 10,
  /** Our decision: a captcha and a slider puzzle last 2 minutes and serve one attempt. */
  challengeTtlSec: 120,
  /** Our decision: the slider counts within 6 px of the gap. */
  sliderTolerancePx: 6,
  /** The slider puzzle's image and piece, in px. */
  slider: { width: 300, height: 160, piece: 44 },
} as const;

/** A plain email address (what the form accepts), at most 254 characters. */
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

/** Emails compare without case and surrounding spaces: one mailbox binds once. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** "al***@example.com": enough for the user to recognise it. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

export function isSliderSolved(answerX: number, x: number): boolean {
  return Math.abs(answerX - x) <= KYC_RULES.sliderTolerancePx;
}

/** Seconds until the next code may be sent, 0 when it may now. */
export function resendWaitSec(lastSentAt: Date | undefined, now: Date): number {
  if (!lastSentAt) return 0;
  const waited = (now.getTime() - lastSentAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(KYC_RULES.resendSec - waited));
}
